import type { PartRelationsTextKey } from './part-relations.de.ts';

export const partRelationsEs: Record<PartRelationsTextKey, string> = {
  'partRelations.title': 'Referencias cruzadas conocidas',
  'partRelations.supersededBy': 'sustituida por',
  'partRelations.supersedes': 'sucesora de',
  'partRelations.equivalent': 'equivalente:',
  'partRelations.same': 'misma pieza:',
  'partRelations.kind': 'Tipo de relación',
  'partRelations.kind.same': 'Misma pieza (otro número)',
  'partRelations.kind.superseded': 'Sustituida por (sucesora)',
  'partRelations.kind.equivalent': 'Equivalente (otra marca)',
  'partRelations.fromManufacturer': 'Fabricante (pieza actual)',
  'partRelations.fromPartNumber': 'Número de pieza (pieza actual)',
  'partRelations.toManufacturer': 'Fabricante (otra pieza)',
  'partRelations.toPartNumber': 'Número de pieza (otra pieza)',
  'partRelations.note': 'Nota',
  'partRelations.cancel': 'Cancelar',
  'partRelations.propose': 'Proponer una referencia cruzada',
  'partRelations.proposeText':
    '¿Conoce una pieza sucesora o equivalente? Un administrador revisa su propuesta antes de que compradores y vendedores la vean. Su nombre no se muestra.',
  'partRelations.proposeSubmit': 'Enviar propuesta',
  'partRelations.proposed': 'Gracias: un administrador revisará su propuesta.',
  'partRelations.proposeFailed': 'No se pudo enviar la propuesta',
};
