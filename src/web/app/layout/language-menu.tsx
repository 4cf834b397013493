import { useTranslation } from 'react-i18next';
import { findLanguage, isUiLanguage } from '#shared/i18n/languages.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { switchLanguage } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { keepLanguageWithAccount } from '#web/features/account/index.ts';
import { FlagIcon } from './flag-icon.tsx';
import { LanguageTrigger } from './language-trigger.tsx';
import { useActiveLanguages } from './use-active-languages.ts';

interface LanguageMenuProps {
  className?: string;
  compact?: boolean | undefined;
  /** Open at once: the user clicked the trigger before this chunk had arrived. */
  defaultOpen?: boolean;
}

/** The Radix dropdown of the language switcher (loaded lazily by language-switcher.tsx). */
export function LanguageMenu({ className, compact, defaultOpen = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const current = findLanguage(i18n.language);
  const languages = useActiveLanguages(current.code);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger className={className} compact={compact} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current.code}
          onValueChange={(value) => {
            if (!isUiLanguage(value)) return;
            void switchLanguage(value);
            // Kept with a signed-in account: mails and documents follow it (the header is outside the
            // query providers, so the shared client asks for the session).
            void keepLanguageWithAccount(queryClient, value);
          }}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              <FlagIcon code={language.code} />
              {language.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
