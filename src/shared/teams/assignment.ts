import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/**
 * Issue 37 (decision 071): who in a company works on a request ('Zugewiesen: …') and who created
 * it ('erstellt von …'). Both name a member of the reader's own company only: views built for
 * the other party never carry them.
 */

export const ASSIGNEE_INVALID = 'Bitte wählen Sie ein Teammitglied aus';
/** The chosen person is not a member who may work on requests (or not of this company). */
export const ASSIGNEE_NOT_ALLOWED =
  'Diese Person kann die Anfrage nicht übernehmen. Bitte wählen Sie ein Teammitglied mit passender Rolle.';

/** PUT …/assignee: a member's id, or null to take the assignment back. */
export const assignRequestInputSchema = z.object(
  { assigneeId: z.uuid(ASSIGNEE_INVALID).nullable() },
  ASSIGNEE_INVALID,
);

/** A member as its colleagues see it next to their work: the id and 'Vorname Nachname'. */
export const memberRefSchema = z.object({ id: z.uuid(), name: text() });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** The answer of an assignment: the request and its assignee now (null: nobody). */
export const assignmentViewSchema = z.object({ requestId: z.uuid(), assignee: memberRefSchema.nullable() });
export type AssignmentView = z.infer<typeof assignmentViewSchema>;

/** The lists' filter 'Mir zugewiesen' (the shared query schemas of both lists add it). */
export const ASSIGNED_FILTERS = ['me'] as const;
export const assignedFilterSchema = z.enum(ASSIGNED_FILTERS, 'Ungültiger Filter').optional();
