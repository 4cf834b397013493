import type { PartRelationsTextKey } from './part-relations.de.ts';

export const partRelationsEn: Record<PartRelationsTextKey, string> = {
  'partRelations.title': 'Known cross-references',
  'partRelations.supersededBy': 'superseded by',
  'partRelations.supersedes': 'successor of',
  'partRelations.equivalent': 'equivalent:',
  'partRelations.same': 'same part:',
  'partRelations.kind': 'Kind of relation',
  'partRelations.kind.same': 'Same part (other number)',
  'partRelations.kind.superseded': 'Superseded by (successor)',
  'partRelations.kind.equivalent': 'Equivalent (other brand)',
  'partRelations.fromManufacturer': 'Manufacturer (current part)',
  'partRelations.fromPartNumber': 'Part number (current part)',
  'partRelations.toManufacturer': 'Manufacturer (other part)',
  'partRelations.toPartNumber': 'Part number (other part)',
  'partRelations.note': 'Note',
  'partRelations.cancel': 'Cancel',
  'partRelations.propose': 'Propose a cross-reference',
  'partRelations.proposeText':
    'Do you know a successor or an equivalent part? An admin checks your proposal before buyers and sellers see it. Your name is not shown.',
  'partRelations.proposeSubmit': 'Send proposal',
  'partRelations.proposed': 'Thank you – an admin will check your proposal.',
  'partRelations.proposeFailed': 'The proposal could not be sent',
};
