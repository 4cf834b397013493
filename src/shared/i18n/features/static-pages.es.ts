import type { StaticPagesTextKey } from './static-pages.de.ts';

/** Spanish texts of the information pages; keys as in static-pages.de.ts. */
export const staticPagesEs: Record<StaticPagesTextKey, string> = {
  'static.fee.suffix': 'netos más IVA al mes',
  // Shown above a translated imprint, privacy notice or terms (never on the German page).
  'static.legal.bindingNote':
    'Esta traducción se ofrece a título informativo. Solo la versión alemana es jurídicamente vinculante.',
  'static.cta.signup': 'Registrarse como vendedor',
  'static.cta.contact': 'Contactar',
  'static.cta.trial': 'Pruebe gratis {{days}} días',
  'static.contact.title': 'Contacto',
  'static.contact.lead':
    '¿Tiene preguntas sobre HydroParts, el registro o su suscripción? Escríbanos – normalmente respondemos en un día laborable.',
  'static.contact.form.title': 'Enviar un mensaje',
  'static.contact.form.name': 'Nombre',
  'static.contact.form.email': 'Dirección de e-mail',
  'static.contact.form.company': 'Empresa',
  'static.contact.form.subject': 'Asunto',
  'static.contact.form.message': 'Mensaje',
  'static.contact.form.requiredHint': 'Los campos marcados con * son obligatorios.',
  'static.contact.form.privacy':
    'Utilizamos sus datos solo para responder a su consulta. Más información en la política de privacidad.',
  'static.contact.form.submit': 'Enviar mensaje',
  'static.contact.form.submitting': 'Enviando …',
  'static.contact.form.successTitle': 'Éxito',
  'static.contact.form.success': '¡Gracias por su mensaje! Le responderemos lo antes posible.',
  'static.contact.form.failed': 'No se ha podido enviar el mensaje',
  'static.contact.details.title': 'Datos de contacto',
  'static.contact.details.email': 'E-mail',
  'static.contact.details.phone': 'Teléfono',
  'static.contact.hours.title': 'Horario',
  'static.contact.hours.weekdays': 'Lunes – viernes',
  'static.contact.hours.weekdaysTime': '07:00 – 18:00',
  'static.contact.hours.saturday': 'Sábado',
  'static.contact.hours.saturdayTime': '08:00 – 12:00',
  'static.contact.hours.sunday': 'Domingo',
  'static.contact.hours.closed': 'cerrado',
  'static.contact.faq.title': 'Preguntas frecuentes',
  'static.contact.faq.1.q': '¿Cuánto cuesta HydroParts para los compradores?',
  'static.contact.faq.1.a':
    'Nada. El registro y el uso son gratuitos para los compradores. Publica solicitudes, compara ofertas y pide contra factura directamente al vendedor.',
  'static.contact.faq.2.q': '¿Quién puede registrarse como vendedor?',
  'static.contact.faq.2.a':
    'Fabricantes, comerciantes y distribuidores de repuestos hidráulicos. Tras el registro comprobamos sus datos y activamos su cuenta.',
  'static.contact.faq.3.q': '¿Cuándo ve un vendedor quién ha hecho la solicitud?',
  'static.contact.faq.3.a':
    'Solo cuando el comprador acepta una oferta. Hasta entonces comprador y vendedor permanecen anónimos; con el pedido se comparten los datos de contacto de ambas partes.',
  'static.pricing.title': 'Precios y ventajas',
  'static.pricing.lead':
    'Una cuota mensual fija, sin comisión: HydroParts es previsible para los vendedores. Para los compradores es gratis.',
  'static.pricing.plan.name': 'Suscripción de vendedor',
  'static.pricing.plan.term': 'Duración del contrato {{months}} meses, preaviso de {{notice}} meses',
  'static.pricing.plan.trial': 'Los primeros {{days}} días son gratuitos.',
  'static.pricing.plan.benefit.requests': 'Solicitudes ilimitadas de sus fabricantes',
  'static.pricing.plan.benefit.offers': 'Ofertas ilimitadas – sin comisión',
  'static.pricing.plan.benefit.mail': 'Aviso por e-mail de nuevas solicitudes adecuadas',
  'static.pricing.plan.benefit.anonymous': 'Anónimo hasta que se acepte su oferta',
  'static.pricing.plan.benefit.buy': 'Solicitar usted mismo repuestos a otros vendedores',
  'static.pricing.buyersFree': 'Para compradores: gratis',
  'static.pricing.benefits.title': 'Sus ventajas como vendedor',
  'static.pricing.benefit.reach.title': 'Llegar a nuevos clientes',
  'static.pricing.benefit.reach.text':
    'Las empresas buscan repuestos hidráulicos en HydroParts – usted ve exactamente las solicitudes de los fabricantes que atiende.',
  'static.pricing.benefit.commission.title': 'Sin comisión',
  'static.pricing.benefit.commission.text':
    'Paga una cuota mensual fija. Cada pedido que consigue a través de HydroParts es completamente suyo.',
  'static.pricing.benefit.discreet.title': 'Negociar con discreción',
  'static.pricing.benefit.discreet.text':
    'Sus ofertas permanecen anónimas hasta que el comprador acepta. Solo el comprador ve sus precios, no su competencia.',
  'static.pricing.timeline.title': 'Nuestra estrategia de mercado',
  'static.pricing.timeline.1.when': '2025',
  'static.pricing.timeline.1.title': 'Lanzamiento en Alemania',
  'static.pricing.timeline.1.text': 'HydroParts empieza con compradores y vendedores en Alemania.',
  'static.pricing.timeline.2.when': '4.º trim. 2025',
  'static.pricing.timeline.2.title': 'Expansión europea',
  'static.pricing.timeline.2.text':
    'Ampliación a Italia, Inglaterra, Benelux, Francia, Polonia y otros países.',
  'static.pricing.timeline.3.when': '2026',
  'static.pricing.timeline.3.title': 'Apertura global',
  'static.pricing.timeline.3.text': 'Acceso mundial – con idioma, moneda y acceso propios para cada país.',
  'static.pricing.reasons.title': '¿Por qué unirse ahora?',
  'static.pricing.reason.1':
    'Los primeros miembros crean su cartera de clientes antes de que llegue la competencia.',
  'static.pricing.reason.2': 'Cada fase de expansión le abre nuevos mercados sin coste adicional.',
  'static.pricing.reason.3':
    'Una cuota mensual en lugar de comisión: sus costes están fijados desde el principio.',
  'static.pricing.reason.4': 'Usted decide para qué fabricantes y condiciones de pago hace ofertas.',
  'static.pricing.cta.title': '¿Listo para ganar nuevos clientes?',
  'static.seller.title': 'Cómo funciona para vendedores',
  'static.seller.lead':
    'Reciba solicitudes de exactamente los fabricantes que atiende y envíe ofertas anónimas. Pruebe HydroParts gratis durante {{days}} días.',
  'static.seller.benefits.title': 'Lo que HydroParts le aporta',
  'static.seller.benefit.1': 'Solicitudes adecuadas de empresas en su panel y por e-mail',
  'static.seller.benefit.2': 'Ofertas anónimas – sus condiciones siguen siendo confidenciales',
  'static.seller.benefit.3': 'Sin comisión, una cuota mensual fija',
  'static.seller.benefit.4':
    'Contrato de compraventa directamente entre usted y el comprador, pago contra factura',
  'static.seller.d2d.title': 'Comercio entre distribuidores',
  'static.seller.d2d.text':
    'Como vendedor también puede comprar: si le falta una pieza en el almacén, publique una solicitud y reciba ofertas de otros vendedores. Nunca ve sus propias solicitudes como vendedor – así el comercio entre distribuidores sigue siendo justo.',
  'static.seller.steps.title': 'Cuatro pasos hasta el pedido',
  'static.seller.step': 'Paso {{n}}',
  'static.seller.step.1.title': 'Probar y crear el perfil',
  'static.seller.step.1.text':
    'Regístrese, pruebe gratis durante {{days}} días y elija los fabricantes que atiende y las condiciones de pago que acepta.',
  'static.seller.step.2.title': 'Recibir y crear solicitudes',
  'static.seller.step.2.text':
    'Las solicitudes adecuadas aparecen en su panel y llegan por e-mail. Sus propias solicitudes las crea con la misma facilidad.',
  'static.seller.step.3.title': 'Enviar ofertas',
  'static.seller.step.3.text':
    'Ofrezca precio, gastos de envío, plazo y garantía – de forma anónima y sin comisión.',
  'static.seller.step.4.title': 'Contactos al aceptar',
  'static.seller.step.4.text':
    'Cuando el comprador acepta su oferta, usted recibe el pedido y ambas partes ven los datos de contacto.',
  'static.seller.trial.title': 'Pruebe gratis {{days}} días',
  'static.seller.trial.text':
    'Durante la prueba utiliza todas las funciones. Antes de que termine recibe un recordatorio por e-mail.',
  'static.fee.line': '{{fee}} $t(static.fee.suffix)',
  'static.company.placeholder.name': '[Razón social] GmbH',
  'static.company.placeholder.address': '[Calle y número], [Código postal Ciudad], Alemania',
  'static.company.placeholder.managingDirector': '[Nombre del gerente]',
  'static.company.placeholder.registerCourt': '[Juzgado del registro]',
  'static.company.placeholder.registerNumber': '[Número de registro]',
  'static.company.placeholder.vatId': '[NIF-IVA]',
  'static.company.placeholder.chamber': '[Cámara de Industria y Comercio]',
  'static.company.placeholder.phone': '[Número de teléfono]',
};
