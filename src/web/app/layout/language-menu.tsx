import { useTranslation } from 'react-i18next';
import { findLanguage, isUiLanguage } from '#shared/i18n/languages.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { switchLanguage } from '../../lib/i18n.ts';
import { LanguageTrigger } from './language-trigger.tsx';
import { useActiveLanguages } from './use-active-languages.ts';

interface LanguageMenuProps {
  className?: string;
  /** Open at once: the user clicked the trigger before this chunk had arrived. */
  defaultOpen?: boolean;
}

/** The Radix dropdown of the language switcher (loaded lazily by language-switcher.tsx). */
export function LanguageMenu({ className, defaultOpen = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const current = findLanguage(i18n.language);
  const languages = useActiveLanguages(current.code);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current.code}
          onValueChange={(value) => {
            if (isUiLanguage(value)) void switchLanguage(value);
          }}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              <span aria-hidden="true" className="text-base leading-none">
                {language.flag}
              </span>
              {language.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
