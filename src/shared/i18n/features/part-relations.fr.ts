import type { PartRelationsTextKey } from './part-relations.de.ts';

export const partRelationsFr: Record<PartRelationsTextKey, string> = {
  'partRelations.title': 'Références croisées connues',
  'partRelations.supersededBy': 'remplacée par',
  'partRelations.supersedes': 'successeur de',
  'partRelations.equivalent': 'équivalent :',
  'partRelations.same': 'même pièce :',
  'partRelations.kind': 'Type de relation',
  'partRelations.kind.same': 'Même pièce (autre numéro)',
  'partRelations.kind.superseded': 'Remplacée par (successeur)',
  'partRelations.kind.equivalent': 'Équivalente (autre marque)',
  'partRelations.fromManufacturer': 'Fabricant (pièce actuelle)',
  'partRelations.fromPartNumber': 'Référence (pièce actuelle)',
  'partRelations.toManufacturer': 'Fabricant (autre pièce)',
  'partRelations.toPartNumber': 'Référence (autre pièce)',
  'partRelations.note': 'Remarque',
  'partRelations.cancel': 'Annuler',
  'partRelations.propose': 'Proposer une référence croisée',
  'partRelations.proposeText':
    'Vous connaissez un successeur ou une pièce équivalente ? Un administrateur vérifie votre proposition avant que les acheteurs et vendeurs ne la voient. Votre nom n’est pas affiché.',
  'partRelations.proposeSubmit': 'Envoyer la proposition',
  'partRelations.proposed': 'Merci – un administrateur va vérifier votre proposition.',
  'partRelations.proposeFailed': 'La proposition n’a pas pu être envoyée',
};
