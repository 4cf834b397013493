import type { RequestFormTextKey } from './request-form.de.ts';

export const requestFormEs: Record<RequestFormTextKey, string> = {
  'requestForm.title': 'Nueva solicitud',
  'requestForm.text':
    'Describa el recambio que necesita. Los vendedores adecuados le enviarán ofertas anónimas.',
  'requestForm.manufacturer': 'Fabricante',
  'requestForm.manufacturerNone': 'Seleccione un fabricante (opcional)',
  'requestForm.brandsFailed': 'No se han podido cargar los fabricantes',
  'requestForm.partNumber': 'Referencia',
  'requestForm.secondPartNumber': 'Segundo número (opcional)',
  'requestForm.secondPartNumberHint':
    'Código de tipo o número de material de la placa, p. ej. A10VSO 45 DFR1/31R-PPA12N00 o R902400215',
  'requestForm.alternativesWelcome': 'Alternativas bienvenidas',
  'requestForm.alternativesWelcomeHint':
    'Los vendedores pueden ofrecer una pieza equivalente de otro fabricante; se marca como «Alternativa».',
  'requestForm.samePart_one': 'Ya solicitó esta pieza en los últimos 30 días:',
  'requestForm.samePart_other': 'Ya solicitó esta pieza {{count}} veces en los últimos 30 días:',
  'requestForm.samePartLink': 'Solicitud del {{date}}: {{number}}',
  'requestForm.quantity': 'Cantidad',
  'requestForm.description': 'Descripción',
  'requestForm.urgency': 'Urgencia',
  'requestForm.photos': 'Fotos',
  'requestForm.photosHint':
    'Hasta {{count}} imágenes (JPEG, PNG, WebP o GIF), de 10 MB como máximo cada una.',
  'requestForm.addPhotos': 'Añadir fotos',
  'requestForm.removePhoto': 'Eliminar la foto {{name}}',
  'requestForm.submit': 'Enviar solicitud',
  'requestForm.submitting': 'Enviando …',
  'requestForm.success': 'Solicitud creada correctamente',
  'requestForm.failed': 'No se ha podido crear la solicitud',
  'requestForm.uploadError': 'Error al subir el archivo',
  'requestForm.uploading': 'Enviando solicitud y fotos',
  'requestForm.preparingPhotos': 'Reduciendo las fotos para la subida …',
  'requestForm.urgency.niedrig': 'Baja',
  'requestForm.urgency.normal': 'Normal',
  'requestForm.urgency.hoch': 'Alta',
  'requestForm.urgency.dringend': 'Urgente',
  'requestForm.duration': 'Vigencia de la solicitud',
  'requestForm.duration.days': '{{count}} días',
  'requestForm.neededBy': 'Necesario antes del',
  'requestForm.neededByHint': 'Opcional. Los vendedores ven esta fecha y si su plazo de entrega la cumple.',
  'requestForm.downtimeCost': 'Coste de parada por día (€, neto)',
  'requestForm.downtimeCostHint':
    'Opcional y solo visible para usted. Las ofertas se ordenan entonces por coste total: precio + días de entrega × coste de parada.',
  'requestForm.costCentre': 'Centro de coste (opcional)',
  'requestForm.machineNumber': 'Número de máquina (opcional)',
  'requestForm.internalHint':
    'Solo visible para usted; aparece en el pedido y la exportación, no para los vendedores antes del pedido.',
  'requestForm.costCentreValue': 'Centro de coste: {{value}}',
  'requestForm.machineNumberValue': 'Número de máquina: {{value}}',
};
