import type { AssignmentTextKey } from './assignment.de.ts';

export const assignmentEs: Record<AssignmentTextKey, string> = {
  'assignment.label': 'Asignada',
  'assignment.assignedTo': 'Asignada a: {{name}}',
  'assignment.nobody': 'Nadie',
  'assignment.createdBy': 'creada por {{name}}',
  'assignment.mine': 'Asignadas a mí',
  'assignment.saved': 'Asignación guardada',
  'assignment.removed': 'Asignación retirada',
  'assignment.failed': 'No se pudo guardar la asignación',
  'assignment.you': '{{name}} (usted)',
};
