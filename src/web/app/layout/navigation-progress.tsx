import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * Lazy routes keep the old page on screen while their chunk loads; this bar tells the user
 * that the click was taken.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
      >
        {busy ? <div className="h-full w-1/3 animate-progress bg-primary" /> : null}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('nav.loading') : ''}
      </div>
    </>
  );
}
