import i18next from 'i18next';

/** '340 kB', '2,4 MB' in the reader's language (decimal units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  const language = i18next.language || 'de';
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000, 0)} kB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}
