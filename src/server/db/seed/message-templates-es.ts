import { button, facts, fallbackLink, heading, list, mail, paragraph, quote, small } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';

const ORDER_FACTS = [
  ['Número de pedido', '{{order_number}}'],
  ['Fecha del pedido', '{{order_date}}'],
  ['Fabricante', '{{manufacturer}}'],
  ['Referencia', '{{part_number}}'],
  ['Cantidad', '{{quantity}}'],
  ['Importe total (IVA incluido)', '{{total_amount}}'],
  ['Condiciones de pago', '{{payment_terms}}'],
  ['Vencimiento del pago', '{{payment_due_date}}'],
  ['Forma de pago', '{{payment_method}}'],
  ['Oferta válida hasta', '{{valid_until}}'],
  ['Referencia de pedido', '{{internal_reference}}'],
] as const;

const INTERMEDIARY = (other: string) =>
  small(
    `HydroParts actúa exclusivamente como intermediario. El contrato de compraventa se celebra directamente entre usted y ${other}.`,
  );

/** Spanish mails, keyed type:recipient types (see message-templates-languages.ts). */
export const MAILS_ES: TranslatedMails = {
  'seller_approval_email:seller': {
    title: 'Su cuenta de vendedor en HydroParts ha sido activada',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph(
        'nos complace comunicarle que hemos revisado y activado la cuenta de vendedor de {{company_name}}.',
      ),
      paragraph(
        'Ya puede iniciar sesión. Su panel de vendedor muestra todas las solicitudes de los fabricantes seleccionados en el ' +
          'perfil de su empresa y puede presentar ofertas para ellas. Sus ofertas son anónimas para los compradores hasta que ' +
          'un comprador acepta su oferta y realiza un pedido.',
      ),
      paragraph(
        'Los primeros 14 días son un periodo de prueba gratuito. Después, la membresía cuesta 49,95 € al mes más IVA.',
      ),
      button('{{site_url}}/seller-login', 'Ir al acceso de vendedores'),
      small(
        'Consejo: revise su selección de fabricantes en «Ajustes»; de ella dependen las solicitudes que recibe.',
      ),
    ]),
  },
  'seller_trial_expiry:seller': {
    title: 'Su periodo de prueba gratuito en HydroParts finaliza el {{trial_end_date}}',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph(
        'el periodo de prueba gratuito de {{company_name}} en HydroParts finaliza el {{trial_end_date}}.',
      ),
      paragraph(
        'Para seguir recibiendo solicitudes y presentando ofertas después de esa fecha, es necesaria una membresía de pago:',
      ),
      facts([
        ['Cuota mensual', '49,95 € más IVA'],
        ['Duración del contrato', '12 meses'],
        ['Plazo de preaviso', '3 meses'],
      ]),
      paragraph('Encontrará todos los detalles sobre servicios y condiciones en nuestra página de precios.'),
      button('{{site_url}}/pricing', 'Ver precios y ventajas'),
      small(
        '¿Tiene preguntas sobre la membresía? Escríbanos mediante el formulario de contacto: {{site_url}}/contact',
      ),
    ]),
  },
  'payment_reminder:seller': {
    title: 'Recordatorio de pago de su membresía en HydroParts',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph(
        'puede que se le haya pasado por alto: todavía no hemos recibido el pago de la membresía de HydroParts de {{company_name}}.',
      ),
      facts([
        ['Número de factura', '{{invoice_number}}'],
        ['Importe pendiente', '{{amount}}'],
        ['Vencido desde', '{{due_date}}'],
      ]),
      paragraph(
        'Le rogamos que abone el importe pendiente a la mayor brevedad. Mientras el pago esté pendiente, el acceso al área ' +
          'de vendedores puede bloquearse y las solicitudes y ofertas no estarán disponibles.',
      ),
      paragraph('Si ya ha realizado el pago, no tenga en cuenta este recordatorio.'),
      small(
        'Atenderemos con gusto sus preguntas sobre la factura a través del formulario de contacto: {{site_url}}/contact',
      ),
    ]),
  },
  'welcome_message:buyer': {
    title: 'Bienvenido/a a HydroParts',
    content: mail('es', [
      paragraph('Estimado/a {{name}}:'),
      paragraph(
        'le damos la bienvenida a HydroParts, el marketplace B2B de recambios hidráulicos. Su cuenta de comprador está lista.',
      ),
      heading('Cómo funciona HydroParts'),
      list([
        '<strong>Crear una solicitud:</strong> indique fabricante, referencia, cantidad y urgencia, con hasta 5 fotos si lo desea.',
        '<strong>Comparar ofertas:</strong> vendedores especializados responden con ofertas anónimas, ordenadas por precio total.',
        '<strong>Pedir:</strong> usted elige la oferta que más le conviene; solo entonces se facilitan los datos de contacto de ambas partes.',
      ]),
      button('{{site_url}}/buyer-dashboard', 'Crear su primera solicitud'),
    ]),
  },
  'welcome_message:seller': {
    title: 'Bienvenido/a a HydroParts: estamos revisando su registro',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph('gracias por registrar {{company_name}} como vendedor en HydroParts.'),
      paragraph(
        'Revisaremos sus datos en breve. En cuanto su cuenta esté aprobada, recibirá otro correo y podrá iniciar sesión; ' +
          'hasta entonces no es posible iniciar sesión.',
      ),
      paragraph('Una vez aprobada, podrá probar HydroParts gratis durante 14 días.'),
      button('{{site_url}}/seller-explanation', 'Cómo funciona HydroParts para vendedores'),
    ]),
  },
  'email_verification:buyer,seller': {
    title: 'Confirme su dirección de correo electrónico',
    content: mail('es', [
      paragraph('Estimado/a {{name}}:'),
      paragraph(
        'gracias por registrarse en HydroParts. Confirme su dirección de correo electrónico para completar el registro:',
      ),
      button('{{verification_url}}', 'Confirmar correo electrónico'),
      fallbackLink('Si el botón no funciona, copie esta dirección en su navegador:', '{{verification_url}}'),
      paragraph('Si no se ha registrado en HydroParts, puede ignorar este correo.'),
    ]),
  },
  'password_reset:buyer,seller,admin': {
    title: 'Restablecer su contraseña de HydroParts',
    content: mail('es', [
      paragraph('Estimado/a {{name}}:'),
      paragraph(
        'hemos recibido una solicitud para restablecer la contraseña de su cuenta de HydroParts. Utilice el siguiente botón para establecer una nueva contraseña:',
      ),
      button('{{reset_url}}', 'Establecer nueva contraseña'),
      fallbackLink(
        'Por motivos de seguridad, el enlace solo es válido durante poco tiempo y puede utilizarse una sola vez. ' +
          'Si el botón no funciona, copie esta dirección en su navegador:',
        '{{reset_url}}',
      ),
      paragraph(
        'Si no ha solicitado una nueva contraseña, puede ignorar este correo. Su contraseña actual no cambia.',
      ),
    ]),
  },
  'contact_message:admin': {
    title: 'Solicitud de contacto: {{subject}}',
    content: mail(
      'es',
      [
        paragraph('Ha llegado un nuevo mensaje a través del formulario de contacto de HydroParts:'),
        facts([
          ['Nombre', '{{name}}'],
          ['Correo electrónico', '<a href="mailto:{{email}}">{{email}}</a>'],
          ['Empresa', '{{company}}'],
          ['Asunto', '{{subject}}'],
        ]),
        heading('Mensaje'),
        quote('{{message}}'),
        small('Responda directamente al remitente en {{email}}.'),
      ],
      { signOff: false },
    ),
  },
  'order_confirmation:buyer': {
    title: 'Confirmación del pedido {{order_number}}',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph('gracias por su pedido a través de HydroParts. Lo hemos transmitido al vendedor.'),
      heading('Su pedido'),
      facts([...ORDER_FACTS, ['Plazo de entrega', '{{delivery_time}}']]),
      heading('Su socio contractual'),
      paragraph('Con el pedido se han facilitado los datos de contacto de ambas partes. Su vendedor:'),
      facts([
        ['Empresa', '{{seller_company}}'],
        ['Persona de contacto', '{{seller_contact_person}}'],
        ['Correo electrónico', '{{seller_email}}'],
        ['Teléfono', '{{seller_phone}}'],
        ['Dirección', '{{seller_address}}'],
      ]),
      paragraph(
        'El vendedor confirmará el pedido y le facturará directamente. Puede descargar la confirmación del pedido en PDF ' +
          'desde su panel, en «Pedidos».',
      ),
      button('{{dashboard_url}}', 'Ver el pedido en el panel'),
      INTERMEDIARY('el vendedor'),
    ]),
  },
  'order_confirmation:seller': {
    title: 'Nuevo pedido {{order_number}} a través de HydroParts',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph('un comprador ha aceptado su oferta y ha realizado un pedido.'),
      heading('Pedido'),
      facts(ORDER_FACTS),
      heading('Comprador'),
      facts([
        ['Empresa', '{{buyer_company}}'],
        ['Persona de contacto', '{{buyer_name}}'],
        ['Correo electrónico', '{{buyer_email}}'],
        ['Teléfono', '{{buyer_phone}}'],
        ['Dirección de facturación', '{{billing_address}}'],
        ['Dirección de envío', '{{shipping_address}}'],
        ['Instrucciones del comprador', '{{special_instructions}}'],
      ]),
      paragraph(
        'Revise y confirme el pedido cuanto antes y, si tiene alguna pregunta, póngase en contacto directamente con el comprador. ' +
          'Usted factura directamente al comprador.',
      ),
      button('{{site_url}}/seller-dashboard', 'Ver el pedido en el panel del vendedor'),
      INTERMEDIARY('el comprador'),
    ]),
  },
  'offer_accepted:seller': {
    title: 'Su oferta para {{part_number}} ha sido aceptada',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph('buenas noticias: un comprador ha aceptado su oferta para la referencia {{part_number}}.'),
      facts([
        ['Número de pedido', '{{order_number}}'],
        ['Fabricante', '{{manufacturer}}'],
        ['Referencia', '{{part_number}}'],
        ['Cantidad', '{{quantity}}'],
        ['Importe total (IVA incluido)', '{{total_amount}}'],
      ]),
      paragraph(
        'Los datos de contacto del comprador y todos los detalles del pedido están ya disponibles en su panel de vendedor, en «Pedidos».',
      ),
      button('{{site_url}}/seller-dashboard', 'Ver el pedido'),
    ]),
  },
  'offer_rejected:seller': {
    title: 'Su oferta para {{part_number}} no ha sido seleccionada',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph('el comprador ha elegido otra oferta para la siguiente solicitud:'),
      facts([
        ['Fabricante', '{{manufacturer}}'],
        ['Referencia', '{{part_number}}'],
        ['Su puesto', '{{offer_rank}}'],
        ['Su diferencia de precio', '{{price_gap}}'],
      ]),
      paragraph(
        'Gracias por su oferta. Su panel de vendedor muestra continuamente nuevas solicitudes para sus fabricantes.',
      ),
      button('{{site_url}}/seller-dashboard', 'Ver solicitudes actuales'),
    ]),
  },
  'new_request_notification:seller': {
    title: 'Nueva solicitud para {{part_number}} en HydroParts',
    content: mail('es', [
      paragraph('Buenos días:'),
      paragraph('ha llegado a HydroParts una nueva solicitud que coincide con su selección de fabricantes:'),
      facts([
        ['Fabricante', '{{manufacturer}}'],
        ['Referencia', '{{part_number}}'],
        ['Cantidad', '{{quantity}}'],
        ['Urgencia', '{{urgency}}'],
      ]),
      paragraph(
        'El comprador permanece anónimo hasta que se realiza el pedido. Si puede suministrar la pieza, presente ya su oferta: ' +
          'los compradores ven las ofertas ordenadas por precio total.',
      ),
      button('{{dashboard_url}}', 'Ver la solicitud y presentar una oferta'),
      small(
        'Puede cambiar su selección de fabricantes en cualquier momento en «Ajustes» de su panel de vendedor.',
      ),
    ]),
  },
  'new_offer_notification:buyer': {
    title: 'Nueva oferta para su solicitud {{part_number}}',
    content: mail('es', [
      paragraph('Buenos días:'),
      paragraph('ha llegado una nueva oferta para su solicitud de la referencia {{part_number}}.'),
      facts([
        ['Referencia', '{{part_number}}'],
        ['Total de ofertas', '{{offer_count}}'],
      ]),
      paragraph(
        'Compare las ofertas en su panel: la oferta más baja (precio con envío incluido) aparece marcada como mejor precio. ' +
          'Tenga en cuenta la validez de cada oferta.',
      ),
      button('{{dashboard_url}}', 'Comparar ofertas'),
    ]),
  },
  'seller_rejection_email:seller': {
    title: 'Su registro como vendedor en HydroParts',
    content: mail('es', [
      paragraph('Estimado/a {{contact_person}}:'),
      paragraph(
        'gracias por su interés en HydroParts. Hemos revisado el registro como vendedor de {{company_name}} ' +
          'y lamentablemente no podemos aprobarlo.',
      ),
      paragraph(
        'Si tiene preguntas sobre esta decisión o desea enviarnos más documentación, utilice nuestro formulario de contacto.',
      ),
      small('{{site_url}}/contact'),
    ]),
  },
};
