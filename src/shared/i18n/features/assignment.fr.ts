import type { AssignmentTextKey } from './assignment.de.ts';

export const assignmentFr: Record<AssignmentTextKey, string> = {
  'assignment.label': 'Attribuée',
  'assignment.assignedTo': 'Attribuée à : {{name}}',
  'assignment.nobody': 'Personne',
  'assignment.createdBy': 'créée par {{name}}',
  'assignment.mine': 'Qui me sont attribuées',
  'assignment.saved': 'Attribution enregistrée',
  'assignment.removed': 'Attribution retirée',
  'assignment.failed': 'L’attribution n’a pas pu être enregistrée',
  'assignment.you': '{{name}} (vous)',
};
