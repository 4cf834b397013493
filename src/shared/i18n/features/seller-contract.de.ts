/** Issue 34: the fee and the term where the seller signs up (DESIGN.md §7: the same figures everywhere). */
export const sellerContractDe = {
  'contract.title': 'Ihre Mitgliedschaft als Verkäufer',
  'contract.fee': '{{fee}} netto zzgl. MwSt. pro Monat',
  'contract.term': 'Vertragslaufzeit {{months}} Monate, Kündigungsfrist {{notice}} Monate',
  'contract.trial':
    'Die ersten {{days}} Tage sind kostenlos; die Laufzeit beginnt nach der Freigabe Ihres Kontos.',
} as const;
export type SellerContractTextKey = keyof typeof sellerContractDe;
