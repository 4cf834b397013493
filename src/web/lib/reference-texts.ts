import { useTranslation } from 'react-i18next';
import { findLanguage } from '#shared/i18n/languages.ts';
import { offerStatusText, orderStatusText, storedText } from '#shared/i18n/reference.ts';

/**
 * Statuses the API sends as stored codes (with a German label beside them) and seeded payment
 * terms in the reader's language (issue 17; the mechanism is src/shared/i18n/reference.ts). Re-renders on a switch.
 */
export function useReferenceTexts() {
  const { i18n } = useTranslation();
  const language = findLanguage(i18n.language).code;
  return {
    orderStatus: (status: string) => orderStatusText(status, language),
    offerStatus: (status: string) => offerStatusText(status, language),
    /** A payment term's stored (German) name or description; an admin's own term stays as written. */
    paymentTerm: (text: string | null | undefined) => storedText(text, language),
  };
}
