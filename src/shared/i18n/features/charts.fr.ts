import type { ChartsTextKey } from './charts.de.ts';

export const chartsFr: Record<ChartsTextKey, string> = {
  'charts.showTable': 'Afficher sous forme de tableau',
  'charts.period': 'Période',
  'charts.lastWeeks': '{{n}} dernières semaines',
  'charts.lastMonths': '{{n}} derniers mois',
  'charts.week': 'Semaine',
  'charts.month': 'Mois',
  'charts.value': 'Valeur',
  'charts.weekShort': 'S{{week}}',
  'charts.weekLong': 'Semaine {{week}} (à partir du {{day}})',
  'charts.loading': 'Chargement des chiffres …',
  'charts.failed': "Les chiffres n'ont pas pu être chargés",
  'charts.refresh': 'Actualiser',
  'charts.summary.barWeeks':
    'Diagramme en barres sur {{n}} semaines : {{what}}. Les valeurs figurent dans le tableau ci-dessous.',
  'charts.summary.lineWeeks':
    'Diagramme linéaire sur {{n}} semaines : {{what}}. Les valeurs figurent dans le tableau ci-dessous.',
  'charts.summary.barMonths':
    'Diagramme en barres sur {{n}} mois : {{what}}. Les valeurs figurent dans le tableau ci-dessous.',
  'charts.noRequests': 'aucune demande',

  'charts.buyer.tab': 'Analyse',
  'charts.buyer.title': 'Vos achats en chiffres',
  'charts.buyer.intro':
    "Par mois : ce que vous avez commandé, combien d'offres vos demandes ont reçues et combien vous avez économisé par rapport à l'offre moyenne.",
  'charts.buyer.total': 'Sur la période : {{orders}} commandes pour {{spend}}, économie {{savings}}',
  'charts.buyer.spend.title': 'Dépenses par mois (TTC)',
  'charts.buyer.spend.what': 'total de vos commandes par mois, TTC, sans les commandes annulées',
  'charts.buyer.spend.note': 'Commandes : {{n}}',
  'charts.buyer.offers.title': 'Offres par demande',
  'charts.buyer.offers.what': "nombre moyen d'offres par demande, selon le mois de la demande",
  'charts.buyer.offers.note': '{{offers}} offres sur {{requests}} demandes',
  'charts.buyer.savings.title': "Économie par rapport à l'offre moyenne (HT)",
  'charts.buyer.savings.what':
    "par mois, la moyenne des offres de chaque commande moins l'offre acceptée, HT avec frais de port ; une valeur négative signifie que vous avez choisi une offre au-dessus de la moyenne",

  'charts.admin.tab': 'Indicateurs',
  'charts.admin.title': 'La place de marché en chiffres',
  'charts.admin.intro':
    'Par semaine : nouvelles demandes, offres et commandes, le sort des demandes de la semaine (au moins deux offres, première offre, élargies, refus) et les frais facturés aux vendeurs ; en dessous, le parcours des vendeurs de l’inscription au paiement.',
  'charts.admin.total':
    'Sur la période : {{requests}} demandes, {{offers}} offres, {{orders}} commandes, chiffre d’affaires {{revenue}}',
  'charts.admin.requests.title': 'Demandes par semaine',
  'charts.admin.requests.what': 'nombre de nouvelles demandes par semaine',
  'charts.admin.offers.title': 'Offres par semaine',
  'charts.admin.offers.what': 'nombre d’offres soumises par semaine',
  'charts.admin.orders.title': 'Commandes par semaine',
  'charts.admin.orders.what': 'nombre de commandes passées par semaine',
  'charts.admin.share.title': 'Part des demandes avec au moins deux offres',
  'charts.admin.share.what': 'part des demandes de chaque semaine ayant reçu au moins deux offres',
  'charts.admin.share.note': '{{two}} sur {{n}}',
  'charts.admin.first.title': 'Délai médian jusqu’à la première offre',
  'charts.admin.first.what':
    'délai médian entre la demande et sa première offre, selon la semaine de la demande',
  'charts.admin.revenue.title': 'Chiffre d’affaires des frais vendeurs (HT)',
  'charts.admin.revenue.what': 'total des factures aux vendeurs émises dans la semaine, HT, avoirs déduits',
  'charts.widened.title': 'Demandes élargies (cercles suivants)',
  'charts.widened.what': 'nombre de demandes de chaque semaine envoyées à d’autres vendeurs',
  'charts.declines.title': 'Refus (« Je ne peux pas livrer »)',
  'charts.declines.what': 'nombre de refus des vendeurs sur les demandes de chaque semaine',
  'charts.funnel.title': 'Vendeurs : de l’inscription au paiement',
  'charts.funnel.summary':
    'Diagramme en barres : sur {{n}} vendeurs inscrits au cours des {{weeks}} dernières semaines, combien ont été validés et combien ont payé. Les valeurs figurent dans le tableau ci-dessous.',
  'charts.funnel.step': 'Étape',
  'charts.funnel.sellers': 'Vendeurs',
  'charts.funnel.signedUp': 'Inscrits',
  'charts.funnel.approved': 'Validés',
  'charts.funnel.paid': 'Payants',
  'charts.funnel.note': '{{share}} des inscrits',
};
