import type { RequestFormTextKey } from './request-form.de.ts';

export const requestFormFr: Record<RequestFormTextKey, string> = {
  'requestForm.title': 'Nouvelle demande',
  'requestForm.text':
    'Décrivez la pièce de rechange recherchée. Les vendeurs concernés vous envoient des offres anonymes.',
  'requestForm.manufacturer': 'Fabricant',
  'requestForm.manufacturerNone': 'Choisir un fabricant (facultatif)',
  'requestForm.brandsFailed': 'Impossible de charger les fabricants',
  'requestForm.partNumber': 'Référence',
  'requestForm.secondPartNumber': 'Deuxième numéro (facultatif)',
  'requestForm.secondPartNumberHint':
    'Code de type ou numéro de matériel de la plaque, p. ex. A10VSO 45 DFR1/31R-PPA12N00 ou R902400215',
  'requestForm.alternativesWelcome': 'Alternatives bienvenues',
  'requestForm.alternativesWelcomeHint':
    "Les vendeurs peuvent proposer une pièce équivalente d'un autre fabricant ; elle est marquée « Alternative ».",
  'requestForm.samePart_one': 'Vous avez déjà demandé cette pièce au cours des 30 derniers jours :',
  'requestForm.samePart_other':
    'Vous avez déjà demandé cette pièce {{count}} fois au cours des 30 derniers jours :',
  'requestForm.samePartLink': 'Demande du {{date}} : {{number}}',
  'requestForm.quantity': 'Quantité',
  'requestForm.description': 'Description',
  'requestForm.urgency': 'Urgence',
  'requestForm.photos': 'Photos',
  'requestForm.photosHint': 'Jusqu’à {{count}} images (JPEG, PNG, WebP ou GIF), 10 Mo maximum chacune.',
  'requestForm.addPhotos': 'Ajouter des photos',
  'requestForm.removePhoto': 'Supprimer la photo {{name}}',
  'requestForm.submit': 'Envoyer la demande',
  'requestForm.submitting': 'Envoi en cours …',
  'requestForm.success': 'Demande créée',
  'requestForm.failed': 'La demande n’a pas pu être créée',
  'requestForm.uploadError': 'Erreur de téléversement',
  'requestForm.uploading': 'Envoi de la demande et des photos',
  'requestForm.preparingPhotos': 'Réduction des photos pour l’envoi …',
  'requestForm.urgency.niedrig': 'Faible',
  'requestForm.urgency.normal': 'Normale',
  'requestForm.urgency.hoch': 'Élevée',
  'requestForm.urgency.dringend': 'Urgente',
  'requestForm.duration': 'Durée de validité de la demande',
  'requestForm.duration.days': '{{count}} jours',
  'requestForm.neededBy': 'Nécessaire avant le',
  'requestForm.neededByHint':
    'Facultatif. Les vendeurs voient cette date et si leur délai de livraison la respecte.',
  'requestForm.downtimeCost': 'Coût d’arrêt par jour (€, HT)',
  'requestForm.downtimeCostHint':
    'Facultatif et visible uniquement par vous. Les offres sont alors triées par coût total : prix + jours de livraison × coût d’arrêt.',
  'requestForm.costCentre': 'Centre de coûts (facultatif)',
  'requestForm.machineNumber': 'Numéro de machine (facultatif)',
  'requestForm.internalHint':
    'Visible par vous seul ; figure sur la commande et l’export, pas chez les vendeurs avant la commande.',
  'requestForm.costCentreValue': 'Centre de coûts : {{value}}',
  'requestForm.machineNumberValue': 'Numéro de machine : {{value}}',
};
