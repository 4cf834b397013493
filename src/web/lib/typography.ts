import i18next from 'i18next';

/**
 * The colon after a label ('Lieferzeit: 3 Tage'). French sets a no-break space before it
 * ('Délai de livraison : 3 jours'), which also keeps the colon from starting a line (issue 34).
 */
export function colon(language: string = i18next.language): string {
  return language === 'fr' || language.startsWith('fr-') ? '\u00a0:' : ':';
}
