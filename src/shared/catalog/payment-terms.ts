/**
 * Whether a payment term's name already states its days ('Kauf auf Rechnung (30 Tage)',
 * '60 Tage netto', '14 Tage 2 % Skonto'): then the days are not appended a second time.
 */
export function termNameStatesDays(name: string, days: number): boolean {
  if (days <= 0) return true;
  return new RegExp(`(^|\\D)${days}(\\D|$)`).test(name);
}
