import type { ChartsTextKey } from './charts.de.ts';

export const chartsEs: Record<ChartsTextKey, string> = {
  'charts.showTable': 'Mostrar como tabla',
  'charts.period': 'Periodo',
  'charts.lastWeeks': 'Últimas {{n}} semanas',
  'charts.lastMonths': 'Últimos {{n}} meses',
  'charts.week': 'Semana',
  'charts.month': 'Mes',
  'charts.value': 'Valor',
  'charts.weekShort': 'S{{week}}',
  'charts.weekLong': 'Semana {{week}} (desde el {{day}})',
  'charts.loading': 'Cargando las cifras …',
  'charts.failed': 'No se pudieron cargar las cifras',
  'charts.refresh': 'Actualizar',
  'charts.summary.barWeeks':
    'Gráfico de barras de {{n}} semanas: {{what}}. Los valores figuran en la tabla de abajo.',
  'charts.summary.lineWeeks':
    'Gráfico de líneas de {{n}} semanas: {{what}}. Los valores figuran en la tabla de abajo.',
  'charts.summary.barMonths':
    'Gráfico de barras de {{n}} meses: {{what}}. Los valores figuran en la tabla de abajo.',
  'charts.noRequests': 'sin solicitudes',

  'charts.buyer.tab': 'Análisis',
  'charts.buyer.title': 'Sus compras en cifras',
  'charts.buyer.intro':
    'Por mes: lo que ha pedido, cuántas ofertas recibieron sus solicitudes y cuánto ha ahorrado frente a la oferta media.',
  'charts.buyer.total': 'En el periodo: {{orders}} pedidos por {{spend}}, ahorro {{savings}}',
  'charts.buyer.spend.title': 'Gasto por mes (bruto)',
  'charts.buyer.spend.what': 'total de sus pedidos por mes, bruto, sin los cancelados',
  'charts.buyer.spend.note': 'Pedidos: {{n}}',
  'charts.buyer.offers.title': 'Ofertas por solicitud',
  'charts.buyer.offers.what': 'número medio de ofertas por solicitud, según el mes de la solicitud',
  'charts.buyer.offers.note': '{{offers}} ofertas en {{requests}} solicitudes',
  'charts.buyer.savings.title': 'Ahorro frente a la oferta media (neto)',
  'charts.buyer.savings.what':
    'por mes, la media de las ofertas de cada pedido menos la oferta aceptada, neto con envío; un valor negativo significa que eligió una oferta por encima de la media',

  'charts.admin.tab': 'Indicadores',
  'charts.admin.title': 'El marketplace en cifras',
  'charts.admin.intro':
    'Por semana: nuevas solicitudes, ofertas y pedidos, cómo les fue a las solicitudes de la semana (al menos dos ofertas, primera oferta, ampliadas, rechazos) y las cuotas facturadas a los vendedores; debajo, el camino de los vendedores desde el registro hasta el pago.',
  'charts.admin.total':
    'En el periodo: {{requests}} solicitudes, {{offers}} ofertas, {{orders}} pedidos, ingresos {{revenue}}',
  'charts.admin.requests.title': 'Solicitudes por semana',
  'charts.admin.requests.what': 'número de nuevas solicitudes por semana',
  'charts.admin.offers.title': 'Ofertas por semana',
  'charts.admin.offers.what': 'número de ofertas presentadas por semana',
  'charts.admin.orders.title': 'Pedidos por semana',
  'charts.admin.orders.what': 'número de pedidos realizados por semana',
  'charts.admin.share.title': 'Proporción de solicitudes con al menos dos ofertas',
  'charts.admin.share.what':
    'proporción de las solicitudes de cada semana que recibieron al menos dos ofertas',
  'charts.admin.share.note': '{{two}} de {{n}}',
  'charts.admin.first.title': 'Mediana hasta la primera oferta',
  'charts.admin.first.what':
    'tiempo mediano desde la solicitud hasta su primera oferta, según la semana de la solicitud',
  'charts.admin.revenue.title': 'Ingresos por cuotas de vendedores (neto)',
  'charts.admin.revenue.what': 'total de las facturas a vendedores emitidas en la semana, neto, menos abonos',
  'charts.widened.title': 'Solicitudes ampliadas (otros círculos)',
  'charts.widened.what': 'número de solicitudes de cada semana enviadas a más vendedores',
  'charts.declines.title': 'Rechazos («No puedo suministrar»)',
  'charts.declines.what': 'número de rechazos de vendedores a las solicitudes de cada semana',
  'charts.funnel.title': 'Vendedores: del registro al pago',
  'charts.funnel.summary':
    'Gráfico de barras: de {{n}} vendedores registrados en las últimas {{weeks}} semanas, cuántos fueron aprobados y cuántos han pagado. Los valores figuran en la tabla de abajo.',
  'charts.funnel.step': 'Paso',
  'charts.funnel.sellers': 'Vendedores',
  'charts.funnel.signedUp': 'Registrados',
  'charts.funnel.approved': 'Aprobados',
  'charts.funnel.paid': 'Pagando',
  'charts.funnel.note': '{{share}} de los registrados',
};
