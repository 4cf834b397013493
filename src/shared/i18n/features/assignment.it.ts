import type { AssignmentTextKey } from './assignment.de.ts';

export const assignmentIt: Record<AssignmentTextKey, string> = {
  'assignment.label': 'Assegnata',
  'assignment.assignedTo': 'Assegnata a: {{name}}',
  'assignment.nobody': 'Nessuno',
  'assignment.createdBy': 'creata da {{name}}',
  'assignment.mine': 'Assegnate a me',
  'assignment.saved': 'Assegnazione salvata',
  'assignment.removed': 'Assegnazione rimossa',
  'assignment.failed': 'Non è stato possibile salvare l’assegnazione',
  'assignment.you': '{{name}} (lei)',
};
