/** Issue 37 (decision 071): assignment ('Zugewiesen: …') and 'erstellt von …'. German is the source. */
export const assignmentDe = {
  'assignment.label': 'Zugewiesen',
  'assignment.assignedTo': 'Zugewiesen: {{name}}',
  'assignment.nobody': 'Niemand',
  'assignment.createdBy': 'erstellt von {{name}}',
  'assignment.mine': 'Mir zugewiesen',
  'assignment.saved': 'Zuweisung gespeichert',
  'assignment.removed': 'Zuweisung aufgehoben',
  'assignment.failed': 'Die Zuweisung konnte nicht gespeichert werden',
  'assignment.you': '{{name}} (Sie)',
} as const;
export type AssignmentTextKey = keyof typeof assignmentDe;
