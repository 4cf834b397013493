import type { ChartsTextKey } from './charts.de.ts';

export const chartsIt: Record<ChartsTextKey, string> = {
  'charts.showTable': 'Mostra come tabella',
  'charts.period': 'Periodo',
  'charts.lastWeeks': 'Ultime {{n}} settimane',
  'charts.lastMonths': 'Ultimi {{n}} mesi',
  'charts.week': 'Settimana',
  'charts.month': 'Mese',
  'charts.value': 'Valore',
  'charts.weekShort': 'Sett. {{week}}',
  'charts.weekLong': 'Settimana {{week}} (dal {{day}})',
  'charts.loading': 'Caricamento dei dati …',
  'charts.failed': 'Non è stato possibile caricare i dati',
  'charts.refresh': 'Aggiorna',
  'charts.summary.barWeeks':
    'Grafico a barre su {{n}} settimane: {{what}}. I valori sono nella tabella sottostante.',
  'charts.summary.lineWeeks':
    'Grafico a linee su {{n}} settimane: {{what}}. I valori sono nella tabella sottostante.',
  'charts.summary.barMonths':
    'Grafico a barre su {{n}} mesi: {{what}}. I valori sono nella tabella sottostante.',
  'charts.noRequests': 'nessuna richiesta',

  'charts.buyer.tab': 'Analisi',
  'charts.buyer.title': 'I vostri acquisti in cifre',
  'charts.buyer.intro':
    'Per mese: cosa avete ordinato, quante offerte hanno ricevuto le vostre richieste e quanto avete risparmiato rispetto alla media delle offerte.',
  'charts.buyer.total': 'Nel periodo: {{orders}} ordini per {{spend}}, risparmio {{savings}}',
  'charts.buyer.spend.title': 'Spesa mensile (lordo)',
  'charts.buyer.spend.what': 'totale dei vostri ordini per mese, lordo, senza quelli annullati',
  'charts.buyer.spend.note': 'Ordini: {{n}}',
  'charts.buyer.offers.title': 'Offerte per richiesta',
  'charts.buyer.offers.what': 'numero medio di offerte per richiesta, per mese della richiesta',
  'charts.buyer.offers.note': '{{offers}} offerte su {{requests}} richieste',
  'charts.buyer.savings.title': "Risparmio rispetto all'offerta media (netto)",
  'charts.buyer.savings.what':
    "per mese, la media delle offerte di ogni ordine meno l'offerta accettata, netto con spedizione; un valore negativo significa che avete scelto un'offerta sopra la media",

  'charts.admin.tab': 'Indicatori',
  'charts.admin.title': 'Il marketplace in cifre',
  'charts.admin.intro':
    'Per settimana: nuove richieste, offerte e ordini, come sono andate le richieste della settimana (almeno due offerte, prima offerta, estese, rinunce) e le commissioni fatturate ai venditori; sotto, il percorso dei venditori dalla registrazione al pagamento.',
  'charts.admin.total':
    'Nel periodo: {{requests}} richieste, {{offers}} offerte, {{orders}} ordini, fatturato {{revenue}}',
  'charts.admin.requests.title': 'Richieste per settimana',
  'charts.admin.requests.what': 'numero di nuove richieste per settimana',
  'charts.admin.offers.title': 'Offerte per settimana',
  'charts.admin.offers.what': 'numero di offerte presentate per settimana',
  'charts.admin.orders.title': 'Ordini per settimana',
  'charts.admin.orders.what': 'numero di ordini effettuati per settimana',
  'charts.admin.share.title': 'Quota di richieste con almeno due offerte',
  'charts.admin.share.what': 'quota delle richieste di ogni settimana che hanno ricevuto almeno due offerte',
  'charts.admin.share.note': '{{two}} su {{n}}',
  'charts.admin.first.title': 'Mediana fino alla prima offerta',
  'charts.admin.first.what':
    'tempo mediano dalla richiesta alla prima offerta, per settimana della richiesta',
  'charts.admin.revenue.title': 'Fatturato dalle commissioni dei venditori (netto)',
  'charts.admin.revenue.what':
    'totale delle fatture ai venditori emesse nella settimana, netto, dedotte le note di credito',
  'charts.widened.title': 'Richieste estese (altri cerchi)',
  'charts.widened.what': 'numero delle richieste di ogni settimana inviate ad altri venditori',
  'charts.declines.title': 'Rinunce («Non posso fornire»)',
  'charts.declines.what': 'numero delle rinunce dei venditori sulle richieste di ogni settimana',
  'charts.funnel.title': 'Venditori: dalla registrazione al pagamento',
  'charts.funnel.summary':
    'Grafico a barre: dei {{n}} venditori registrati nelle ultime {{weeks}} settimane, quanti sono stati approvati e quanti hanno pagato. I valori sono nella tabella sottostante.',
  'charts.funnel.step': 'Fase',
  'charts.funnel.sellers': 'Venditori',
  'charts.funnel.signedUp': 'Registrati',
  'charts.funnel.approved': 'Approvati',
  'charts.funnel.paid': 'Paganti',
  'charts.funnel.note': '{{share}} dei registrati',
};
