/** Money is stored as numeric(12,2) strings and computed in integer cents, never in floats. */

export function toCents(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new Error(`Kein gültiger Betrag: ${value}`);
  return Math.round(n * 100);
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
