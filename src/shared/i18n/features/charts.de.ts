/**
 * The dashboards' charts (issue 35, decision 059): the buyer's 'Auswertung', the admin's
 * 'Kennzahlen' and the widened requests in the admin's 'Liquidität'. Each chart has a title and
 * a 'what' that the screen-reader summary puts into its sentence.
 */
export const chartsDe = {
  'charts.showTable': 'Als Tabelle anzeigen',
  'charts.period': 'Zeitraum',
  'charts.lastWeeks': 'Letzte {{n}} Wochen',
  'charts.lastMonths': 'Letzte {{n}} Monate',
  'charts.week': 'Woche',
  'charts.month': 'Monat',
  'charts.value': 'Wert',
  'charts.weekShort': 'KW {{week}}',
  'charts.weekLong': 'KW {{week}} (ab {{day}})',
  'charts.loading': 'Zahlen werden geladen …',
  'charts.failed': 'Die Zahlen konnten nicht geladen werden',
  'charts.refresh': 'Aktualisieren',
  'charts.summary.barWeeks':
    'Säulendiagramm über {{n}} Wochen: {{what}}. Die Werte stehen in der Tabelle darunter.',
  'charts.summary.lineWeeks':
    'Liniendiagramm über {{n}} Wochen: {{what}}. Die Werte stehen in der Tabelle darunter.',
  'charts.summary.barMonths':
    'Säulendiagramm über {{n}} Monate: {{what}}. Die Werte stehen in der Tabelle darunter.',
  'charts.noRequests': 'keine Anfragen',

  'charts.buyer.tab': 'Auswertung',
  'charts.buyer.title': 'Ihre Einkäufe in Zahlen',
  'charts.buyer.intro':
    'Pro Kalendermonat: was Sie bestellt haben, wie viele Angebote Ihre Anfragen erhielten und wie viel Sie gegenüber dem Durchschnitt der Angebote gespart haben.',
  'charts.buyer.total': 'Im Zeitraum: {{orders}} Bestellungen für {{spend}}, Ersparnis {{savings}}',
  'charts.buyer.spend.title': 'Ausgaben pro Monat (brutto)',
  'charts.buyer.spend.what': 'Summe Ihrer Bestellungen je Monat, brutto, ohne stornierte',
  'charts.buyer.spend.note': 'Bestellungen: {{n}}',
  'charts.buyer.offers.title': 'Angebote pro Anfrage',
  'charts.buyer.offers.what': 'durchschnittliche Zahl der Angebote je Anfrage, nach dem Monat der Anfrage',
  'charts.buyer.offers.note': '{{offers}} Angebote auf {{requests}} Anfragen',
  'charts.buyer.savings.title': 'Ersparnis gegenüber dem Durchschnittsangebot (netto)',
  'charts.buyer.savings.what':
    'je Monat der Durchschnitt der Angebote jeder Bestellung minus das angenommene Angebot, netto mit Versand; ein negativer Wert heißt, Sie wählten ein Angebot über dem Durchschnitt',

  'charts.admin.tab': 'Kennzahlen',
  'charts.admin.title': 'Marktplatz in Zahlen',
  'charts.admin.intro':
    'Pro Kalenderwoche: neue Anfragen, Angebote und Bestellungen, wie es den Anfragen der Woche erging (mindestens zwei Angebote, erstes Angebot, erweitert, Absagen) und die in Rechnung gestellten Verkäufergebühren; darunter der Weg der Verkäufer von der Registrierung bis zur Zahlung.',
  'charts.admin.total':
    'Im Zeitraum: {{requests}} Anfragen, {{offers}} Angebote, {{orders}} Bestellungen, Umsatz {{revenue}}',
  'charts.admin.requests.title': 'Anfragen pro Woche',
  'charts.admin.requests.what': 'Zahl der neuen Anfragen je Woche',
  'charts.admin.offers.title': 'Angebote pro Woche',
  'charts.admin.offers.what': 'Zahl der abgegebenen Angebote je Woche',
  'charts.admin.orders.title': 'Bestellungen pro Woche',
  'charts.admin.orders.what': 'Zahl der aufgegebenen Bestellungen je Woche',
  'charts.admin.share.title': 'Anteil der Anfragen mit mindestens zwei Angeboten',
  'charts.admin.share.what': 'Anteil der Anfragen jeder Woche, die mindestens zwei Angebote erhielten',
  'charts.admin.share.note': '{{two}} von {{n}}',
  'charts.admin.first.title': 'Median bis zum ersten Angebot',
  'charts.admin.first.what':
    'mittlere Zeit (Median) von der Anfrage bis zum ersten Angebot, je Woche der Anfrage',
  'charts.admin.revenue.title': 'Umsatz aus Verkäufergebühren (netto)',
  'charts.admin.revenue.what':
    'Summe der in der Woche ausgestellten Rechnungen an Verkäufer, netto, abzüglich Gutschriften',
  'charts.widened.title': 'Erweiterte Anfragen (weitere Ringe)',
  'charts.widened.what': 'Zahl der Anfragen jeder Woche, die an weitere Verkäufer gesendet wurden',
  'charts.declines.title': 'Absagen („Kann ich nicht liefern“)',
  'charts.declines.what': 'Zahl der Absagen von Verkäufern auf die Anfragen jeder Woche',
  'charts.funnel.title': 'Verkäufer: von der Registrierung bis zur Zahlung',
  'charts.funnel.summary':
    'Säulendiagramm: von {{n}} Verkäufern, die sich in den letzten {{weeks}} Wochen registrierten, wie viele freigegeben wurden und wie viele bezahlt haben. Die Werte stehen in der Tabelle darunter.',
  'charts.funnel.step': 'Schritt',
  'charts.funnel.sellers': 'Verkäufer',
  'charts.funnel.signedUp': 'Registriert',
  'charts.funnel.approved': 'Freigegeben',
  'charts.funnel.paid': 'Bezahlt',
  'charts.funnel.note': '{{share}} der Registrierten',
} as const;
export type ChartsTextKey = keyof typeof chartsDe;
