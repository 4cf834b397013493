import type { AssignmentTextKey } from './assignment.de.ts';

export const assignmentEn: Record<AssignmentTextKey, string> = {
  'assignment.label': 'Assigned',
  'assignment.assignedTo': 'Assigned: {{name}}',
  'assignment.nobody': 'Nobody',
  'assignment.createdBy': 'created by {{name}}',
  'assignment.mine': 'Assigned to me',
  'assignment.saved': 'Assignment saved',
  'assignment.removed': 'Assignment removed',
  'assignment.failed': 'The assignment could not be saved',
  'assignment.you': '{{name}} (you)',
};
