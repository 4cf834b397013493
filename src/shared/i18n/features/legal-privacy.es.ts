import type { LegalPrivacyTextKey } from './legal-privacy.de.ts';

/** Traducción al español de la política de privacidad; solo la versión alemana es vinculante. */
export const legalPrivacyEs: Record<LegalPrivacyTextKey, string> = {
  'privacy.title': 'Política de privacidad',
  'privacy.description':
    'Política de privacidad de HydroParts: responsable, finalidades y bases jurídicas, cookies, plazos de conservación, destinatarios y sus derechos según el RGPD.',
  'privacy.lead':
    'La protección de sus datos es importante para nosotros. Esta política explica qué datos personales tratamos cuando utiliza HydroParts, con qué finalidades, sobre qué base jurídica y qué derechos le asisten.',
  'privacy.controller.title': '1. Responsable del tratamiento',
  'privacy.controller.body':
    'El responsable del tratamiento en el sentido del Reglamento General de Protección de Datos (RGPD) es:\n\n{{companyName}}\n{{address}}\nRepresentada por: {{managingDirector}}\nCorreo electrónico: {{email}}\nTeléfono: {{phone}}',
  'privacy.overview.title': '2. Qué datos tratamos',
  'privacy.overview.body':
    'HydroParts es un marketplace B2B. Tratamos principalmente los datos que usted nos facilita como representante de una empresa:\n\n- Datos de la cuenta: nombre, dirección de correo electrónico, número de teléfono, contraseña (almacenada únicamente como hash seguro), rol\n- Datos de la empresa: razón social, NIF-IVA, direcciones de facturación y de envío; en el caso de los vendedores, también sitio web, especialización, número de empleados, número del registro mercantil, fabricantes y condiciones de pago\n- Solicitudes, ofertas y pedidos, incluidas las fotos subidas (al subirlas eliminamos metadatos como la ubicación)\n- Mensajes enviados mediante el formulario de contacto\n- Datos técnicos al acceder a las páginas (dirección IP, hora, dirección solicitada, navegador)',
  'privacy.purposes.title': '3. Finalidades y bases jurídicas',
  'privacy.purposes.body':
    '- Prestación del marketplace, registro, inicio de sesión, solicitudes, ofertas y pedidos: ejecución del contrato de uso (art. 6, apdo. 1, letra b del RGPD)\n- Comprobación y aprobación de vendedores y facturación de la cuota de socio: ejecución del contrato (art. 6, apdo. 1, letra b del RGPD)\n- Conservación de facturas y correspondencia comercial: obligación legal (art. 6, apdo. 1, letra c del RGPD en relación con el § 257 HGB y el § 147 AO)\n- Seguridad del servicio, protección contra abusos (por ejemplo, limitación de intentos de inicio de sesión) y análisis de errores: interés legítimo en un funcionamiento seguro y estable (art. 6, apdo. 1, letra f del RGPD)\n- Respuesta a consultas de contacto: medidas precontractuales o interés legítimo en comunicarnos con clientes potenciales (art. 6, apdo. 1, letras b y f del RGPD)\n- Correos del sistema (confirmación del correo electrónico, nuevas solicitudes adecuadas, pedidos, recordatorios): ejecución del contrato (art. 6, apdo. 1, letra b del RGPD)\n\nNo utilizamos rastreadores publicitarios, servicios de analítica ni elaboración de perfiles. No existen decisiones automatizadas en el sentido del art. 22 del RGPD.',
  'privacy.cookies.title': '4. Cookies y almacenamiento local',
  'privacy.cookies.body':
    'Solo utilizamos cookies técnicamente necesarias y entradas en el almacenamiento local de su navegador:\n\n- Cookie de sesión: mantiene su sesión iniciada; HttpOnly, válida hasta que cierre la sesión o esta caduque\n- Idioma (almacenamiento local, «{{languageKey}}»): recuerda el idioma de la interfaz que ha elegido\n- Aviso de cookies (almacenamiento local, «{{consentKey}}»): recuerda si ha aceptado o rechazado el aviso\n\nSu almacenamiento es estrictamente necesario para el servicio que usted solicita (§ 25, apdo. 2, n.º 2 TDDDG); el tratamiento posterior se basa en el art. 6, apdo. 1, letras b y f del RGPD. Puede eliminar las cookies y el almacenamiento local en su navegador en cualquier momento; sin la cookie de sesión no podrá iniciar sesión.',
  'privacy.recipients.title': '5. Destinatarios y anonimato en el marketplace',
  'privacy.recipients.body':
    'Las solicitudes y las ofertas son anónimas: antes de un pedido, los vendedores no ven ningún dato del comprador y los compradores ningún dato del vendedor. Solo cuando un comprador acepta una oferta y se genera un pedido, transmitimos a la otra parte contratante los datos de contacto y de la empresa necesarios para su tramitación (art. 6, apdo. 1, letra b del RGPD). Esta es responsable de cualquier uso posterior de los datos.\n\nAdemás, solo transmitimos datos a encargados del tratamiento (apartado 6) y, cuando la ley nos obliga, a las autoridades. No vendemos datos.',
  'privacy.processors.title': '6. Encargados del tratamiento',
  'privacy.processors.body':
    'Recurrimos a proveedores de servicios que tratan los datos únicamente siguiendo nuestras instrucciones y con los que hemos celebrado contratos conforme al art. 28 del RGPD:\n\n- Alojamiento: funcionamiento de los servidores, la base de datos y el almacenamiento de archivos en centros de datos de la Unión Europea\n- Envío de correos: entrega de los correos del sistema a través de un proveedor de servicios de correo electrónico\n\nNo se transfieren datos a países fuera de la UE o del EEE.',
  'privacy.retention.title': '7. Plazos de conservación',
  'privacy.retention.body':
    '- Datos de la cuenta y de la empresa: mientras dure la relación de uso; tras eliminar la cuenta, se suprimen salvo que exista una obligación de conservación\n- Solicitudes, ofertas y pedidos: durante la vigencia de la cuenta; pedidos y facturas durante los plazos de conservación mercantiles y fiscales de hasta diez años\n- Consultas de contacto: hasta su tramitación y, como máximo, doce meses después\n- Registros de correos enviados: doce meses\n- Registros técnicos de acceso al servidor: 14 días como máximo\n- Cookie de sesión: hasta que cierre la sesión o esta caduque; ajuste de idioma y aviso de cookies: hasta que los elimine en su navegador',
  'privacy.security.title': '8. Seguridad',
  'privacy.security.body':
    'La conexión con HydroParts está cifrada (TLS). Solo almacenamos las contraseñas como hash, los inicios de sesión están protegidos contra intentos masivos y el acceso a los datos se limita a los usuarios autorizados.',
  'privacy.obligation.title': '9. Obligación de facilitar datos',
  'privacy.obligation.body':
    'Necesitamos los datos marcados como obligatorios para gestionar su cuenta, sus solicitudes, ofertas y pedidos. Sin ellos no podrá utilizar el marketplace. No existe ninguna obligación legal de facilitarlos.',
  'privacy.rights.title': '10. Sus derechos',
  'privacy.rights.body':
    'Respecto a los datos personales que le conciernen, tiene los siguientes derechos:\n\n- Acceso (art. 15 del RGPD)\n- Rectificación (art. 16 del RGPD)\n- Supresión (art. 17 del RGPD)\n- Limitación del tratamiento (art. 18 del RGPD)\n- Portabilidad de los datos (art. 20 del RGPD)\n- Oposición al tratamiento (art. 21 del RGPD): cuando tratemos datos sobre la base de intereses legítimos (art. 6, apdo. 1, letra f del RGPD), podrá oponerse en cualquier momento por motivos relacionados con su situación particular.\n\nComunicaremos cualquier rectificación o supresión a cada destinatario al que se hayan comunicado datos (art. 19 del RGPD). Para ejercer sus derechos basta con un mensaje a {{email}} o a través de nuestro formulario de contacto.',
  'privacy.complaint.title': '11. Derecho a presentar una reclamación ante una autoridad de control',
  'privacy.complaint.body':
    'Tiene derecho a presentar una reclamación ante una autoridad de control de protección de datos (art. 77 del RGPD), en particular en el Estado miembro en el que tenga su residencia habitual, su lugar de trabajo o el lugar de la supuesta infracción. La autoridad competente para nosotros es la autoridad de protección de datos del estado federado alemán en el que tenemos nuestro domicilio social.',
  'privacy.changes.title': '12. Modificaciones',
  'privacy.changes.body':
    'Adaptamos esta política de privacidad cuando cambian el servicio o la legislación. Rige la versión publicada en esta página.',
};
