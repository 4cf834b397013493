import type { LegalImprintTextKey } from './legal-imprint.de.ts';

/** Traducción al español del aviso legal; solo la versión alemana es jurídicamente vinculante. */
export const legalImprintEs: Record<LegalImprintTextKey, string> = {
  'imprint.title': 'Aviso legal',
  'imprint.description':
    'Aviso legal de HydroParts: prestador, registro mercantil, NIF-IVA, cámara y contacto conforme al § 5 DDG.',
  'imprint.provider.title': 'Información conforme al § 5 de la Ley alemana de Servicios Digitales (DDG)',
  'imprint.provider.body':
    '{{companyName}}\n{{address}}\n\nRepresentada por el gerente: {{managingDirector}}',
  'imprint.contact.title': 'Contacto',
  'imprint.contact.body':
    'Correo electrónico: {{email}}\nTeléfono: {{phone}}\n\nPara sus consultas, utilice preferentemente nuestro formulario de contacto.',
  'imprint.register.title': 'Registro mercantil',
  'imprint.register.body':
    'Inscrita en el registro mercantil.\nJuzgado del registro: {{registerCourt}}\nNúmero de registro: {{registerNumber}}',
  'imprint.vat.title': 'Número de identificación a efectos del IVA',
  'imprint.vat.body':
    'Número de identificación a efectos del IVA conforme al § 27a de la Ley alemana del IVA: {{vatId}}',
  'imprint.chamber.title': 'Cámara',
  'imprint.chamber.body': 'Miembro de la {{chamber}}',
  'imprint.responsible.title': 'Responsable del contenido conforme al § 18, apdo. 2 MStV',
  'imprint.responsible.body': '{{managingDirector}}, dirección indicada arriba',
  'imprint.dispute.title': 'Resolución de litigios',
  'imprint.dispute.body':
    'HydroParts se dirige exclusivamente a clientes empresariales. No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo.',
  'imprint.intermediary.title': 'Nuestro papel como intermediario',
  'imprint.intermediary.body':
    'HydroParts es un marketplace y actúa únicamente como intermediario. Los contratos de compraventa de recambios se celebran directamente entre comprador y vendedor; {{companyName}} no es parte de dichos contratos.',
  'imprint.liabilityContent.title': 'Responsabilidad por los contenidos',
  'imprint.liabilityContent.body':
    'Como prestador de servicios, somos responsables de nuestros propios contenidos en estas páginas conforme a la legislación general. Los usuarios son responsables de las solicitudes y ofertas que publican. No estamos obligados a supervisar la información de terceros transmitida o almacenada. En cuanto tengamos conocimiento de una infracción concreta, eliminaremos sin demora los contenidos afectados.',
  'imprint.liabilityLinks.title': 'Responsabilidad por los enlaces',
  'imprint.liabilityLinks.body':
    'Nuestro servicio puede contener enlaces a sitios web externos de terceros sobre cuyo contenido no tenemos influencia. El proveedor u operador correspondiente es siempre responsable de dicho contenido. Si tenemos conocimiento de infracciones, eliminaremos esos enlaces sin demora.',
  'imprint.copyright.title': 'Derechos de autor',
  'imprint.copyright.body':
    'Los contenidos y obras creados por nosotros en estas páginas están sujetos a la legislación alemana sobre derechos de autor. La reproducción, modificación, distribución y cualquier uso que exceda los límites de dicha legislación requieren nuestro consentimiento por escrito. Los nombres de fabricantes y las marcas pertenecen a sus respectivos titulares y solo sirven para identificar los recambios.',
};
