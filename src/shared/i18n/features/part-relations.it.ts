import type { PartRelationsTextKey } from './part-relations.de.ts';

export const partRelationsIt: Record<PartRelationsTextKey, string> = {
  'partRelations.title': 'Riferimenti incrociati noti',
  'partRelations.supersededBy': 'sostituito da',
  'partRelations.supersedes': 'successore di',
  'partRelations.equivalent': 'equivalente:',
  'partRelations.same': 'stesso pezzo:',
  'partRelations.kind': 'Tipo di relazione',
  'partRelations.kind.same': 'Stesso pezzo (altro numero)',
  'partRelations.kind.superseded': 'Sostituito da (successore)',
  'partRelations.kind.equivalent': 'Equivalente (altra marca)',
  'partRelations.fromManufacturer': 'Produttore (pezzo attuale)',
  'partRelations.fromPartNumber': 'Codice (pezzo attuale)',
  'partRelations.toManufacturer': 'Produttore (altro pezzo)',
  'partRelations.toPartNumber': 'Codice (altro pezzo)',
  'partRelations.note': 'Nota',
  'partRelations.cancel': 'Annulla',
  'partRelations.propose': 'Proponi un riferimento incrociato',
  'partRelations.proposeText':
    'Conosce un successore o un pezzo equivalente? Un amministratore verifica la proposta prima che acquirenti e venditori la vedano. Il suo nome non viene mostrato.',
  'partRelations.proposeSubmit': 'Invia proposta',
  'partRelations.proposed': 'Grazie – un amministratore verificherà la proposta.',
  'partRelations.proposeFailed': 'Non è stato possibile inviare la proposta',
};
