import type { LegalTermsTextKey } from './legal-terms.de.ts';

/** Traducción al español de las condiciones generales; solo la versión alemana es vinculante. */
export const legalTermsEs: Record<LegalTermsTextKey, string> = {
  'terms.title': 'Condiciones generales',
  'terms.description':
    'Condiciones generales de HydroParts: papel de intermediario, solo clientes empresariales, gratuito para compradores, cuota de socio para vendedores, duración, rescisión, Derecho alemán, fuero de Stuttgart.',
  'terms.lead':
    'Estas condiciones generales regulan el uso del marketplace B2B HydroParts por parte de compradores y vendedores.',
  'terms.scope.title': '§ 1 Ámbito de aplicación y prestador',
  'terms.scope.body':
    '(1) HydroParts es gestionado por {{companyName}}, {{address}} («operador»).\n\n(2) Estas condiciones se aplican a todos los contratos de uso de HydroParts entre el operador y sus usuarios (compradores y vendedores). Las condiciones divergentes de los usuarios no se aplican, aunque el operador no se oponga expresamente a ellas.',
  'terms.role.title': '§ 2 El operador como intermediario',
  'terms.role.body':
    '(1) HydroParts es un marketplace en el que los compradores publican solicitudes de recambios hidráulicos y los vendedores presentan ofertas. El operador actúa únicamente como intermediario.\n\n(2) Los contratos de compraventa de recambios se celebran directamente entre comprador y vendedor. El operador no es parte de ellos, no representa a ninguna de las partes y no debe ni la entrega ni el pago. Comprador y vendedor son los únicos responsables de la calidad, la entrega, la garantía y el pago de la mercancía.\n\n(3) El pago se realiza contra factura del vendedor según las condiciones de pago indicadas en la oferta.',
  'terms.users.title': '§ 3 Solo clientes empresariales',
  'terms.users.body':
    '(1) HydroParts está destinado exclusivamente a empresarios en el sentido del § 14 BGB, personas jurídicas de Derecho público y patrimonios especiales de Derecho público. Los consumidores quedan excluidos del uso.\n\n(2) Al registrarse, el usuario confirma que actúa en el ejercicio de su actividad comercial o profesional independiente. El operador puede solicitar justificantes, como el NIF-IVA o un extracto del registro mercantil.',
  'terms.account.title': '§ 4 Registro y cuenta',
  'terms.account.body':
    '(1) El uso requiere un registro con datos veraces y completos. El usuario mantiene estos datos actualizados.\n\n(2) Las cuentas de vendedor se activan tras la comprobación por parte del operador. No existe derecho a la activación.\n\n(3) Los datos de acceso deben mantenerse en secreto. El usuario responde de las acciones realizadas a través de su cuenta en la medida en que le sean imputables.',
  'terms.buyers.title': '§ 5 Servicios para compradores',
  'terms.buyers.body':
    '(1) El registro y el uso son gratuitos para los compradores.\n\n(2) Los compradores pueden publicar solicitudes con fabricante, referencia, cantidad, descripción, urgencia y fotos, comparar las ofertas recibidas y aceptar una oferta. Con la aceptación de una oferta se celebra el contrato de compraventa con el vendedor.',
  'terms.sellers.title': '§ 6 Servicios para vendedores y remuneración',
  'terms.sellers.body':
    '(1) Los vendedores reciben solicitudes de los fabricantes indicados en su perfil y pueden presentar ofertas para ellas. También pueden publicar solicitudes y aceptar ofertas de otros vendedores.\n\n(2) Por la membresía, el vendedor paga una cuota mensual fija de {{fee}}. No se cobra comisión por los negocios realizados a través del marketplace.\n\n(3) Los primeros {{days}} días tras la activación constituyen un periodo de prueba gratuito. El operador envía un recordatorio por correo electrónico antes de su finalización. La membresía de pago comienza al finalizar el periodo de prueba, salvo que el vendedor la haya finalizado antes por escrito.\n\n(4) La remuneración se factura mensualmente por adelantado y vence a los 14 días de la fecha de la factura. En caso de demora en el pago, el operador puede bloquear la cuenta del vendedor previo aviso.',
  'terms.term.title': '§ 7 Duración y rescisión',
  'terms.term.body':
    '(1) La membresía de pago tiene una duración de {{months}} meses. Se prorroga cada vez por otros {{months}} meses, salvo que se rescinda con un preaviso de {{notice}} meses antes del final del periodo en curso.\n\n(2) La rescisión debe realizarse por escrito (por ejemplo, por correo electrónico). El derecho a la rescisión por causa justificada no se ve afectado.\n\n(3) Los compradores pueden cerrar su cuenta gratuita en cualquier momento.',
  'terms.anonymity.title': '§ 8 Anonimato y datos de contacto',
  'terms.anonymity.body':
    '(1) Las solicitudes y las ofertas son anónimas hasta la aceptación de una oferta. Los compradores no ven ningún dato del vendedor y los vendedores ningún dato del comprador.\n\n(2) Al aceptar una oferta, se facilitan los datos de contacto de ambas partes necesarios para tramitar el pedido. Las partes utilizan estos datos únicamente para la ejecución del contrato de compraventa y de la relación comercial derivada de él.\n\n(3) Está prohibido eludir el anonimato, en particular indicando datos de contacto en solicitudes, ofertas o fotos con el fin de cerrar negocios al margen de HydroParts.',
  'terms.duties.title': '§ 9 Obligaciones de los usuarios',
  'terms.duties.body':
    '(1) Las ofertas deben ser correctas y completas. Una oferta vincula al vendedor hasta la fecha de validez indicada.\n\n(2) Los usuarios no deben publicar contenidos ilícitos, vulnerar derechos de terceros ni perturbar técnicamente el marketplace.\n\n(3) En caso de infracción, el operador puede eliminar contenidos y bloquear cuentas de forma temporal o permanente.',
  'terms.liability.title': '§ 10 Responsabilidad',
  'terms.liability.body':
    '(1) El operador responde sin limitación en caso de dolo y negligencia grave, de daños a la vida, la integridad física o la salud, así como conforme a la Ley de responsabilidad por productos defectuosos.\n\n(2) En caso de incumplimiento por negligencia leve de obligaciones contractuales esenciales, la responsabilidad del operador se limita al daño típico y previsible. Por lo demás, queda excluida la responsabilidad por negligencia leve.\n\n(3) El operador no responde del cumplimiento de los contratos de compraventa celebrados entre comprador y vendedor.',
  'terms.availability.title': '§ 11 Disponibilidad',
  'terms.availability.body':
    'El operador procura una disponibilidad con las menores interrupciones posibles. El mantenimiento, las medidas de seguridad y las incidencias ajenas a su control pueden limitar temporalmente el uso.',
  'terms.privacy.title': '§ 12 Protección de datos',
  'terms.privacy.body': 'Los datos personales se tratan conforme a la política de privacidad de HydroParts.',
  'terms.changes.title': '§ 13 Modificación de estas condiciones',
  'terms.changes.body':
    'El operador puede modificar estas condiciones con efectos futuros si existe un motivo objetivo. Anunciará las modificaciones por escrito al menos seis semanas antes de su entrada en vigor. Si el usuario no se opone en ese plazo, las modificaciones se considerarán aceptadas; el operador advertirá de esta consecuencia en el anuncio.',
  'terms.final.title': '§ 14 Derecho aplicable y fuero',
  'terms.final.body':
    '(1) Se aplica el Derecho de la República Federal de Alemania, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías (CISG).\n\n(2) El fuero exclusivo para todos los litigios derivados de esta relación contractual es Stuttgart, siempre que el usuario sea comerciante, persona jurídica de Derecho público o patrimonio especial de Derecho público.\n\n(3) Si alguna disposición fuera inválida, ello no afectará a la validez de las restantes.',
};
