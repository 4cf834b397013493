import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { ASSIGNEE_NOT_ALLOWED, type AssignmentView } from '#shared/teams/assignment.ts';
import { canBeAssigned } from '#shared/teams/permissions.ts';
import { TEAM_MESSAGES } from '#shared/teams/messages.ts';
import * as repo from './repository/assignments.ts';

/**
 * Issue 37 (decision 071): assigns a request to a member of the company, or takes the
 * assignment back (`assigneeId` null) — a step of the caller's transaction (decision 012's
 * `(tx, input)`). The caller has established that the company may see the request (the buyer's
 * own request, a seller's relevant one) and that the acting member may assign (the route's
 * `memberAction: 'assign'`); this step checks the assignee, writes, audits and records
 * `request.assigned` for the new assignee's mail and push.
 */
export async function assignRequest(
  tx: Db,
  input: { companyId: string; actorId: string; requestId: string; assigneeId: string | null },
): Promise<AssignmentView> {
  const { companyId, actorId, requestId, assigneeId } = input;
  if (assigneeId === null) {
    const { previous } = await repo.deleteAssignment(tx, companyId, requestId);
    if (previous) {
      await recordAudit(tx, {
        actorId,
        action: 'request.unassign',
        entity: 'request',
        entityId: requestId,
        before: { companyId, assigneeId: previous },
        after: { companyId, assigneeId: null },
      });
    }
    return { requestId, assignee: null };
  }
  const member = await repo.memberOfCompany(tx, companyId, assigneeId);
  // Another company's person is simply not found here: ids of other companies are not probed.
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  if (!canBeAssigned(member.role)) throw new AppError('UNPROCESSABLE', ASSIGNEE_NOT_ALLOWED);
  const { previous } = await repo.upsertAssignment(tx, {
    companyId,
    requestId,
    assigneeId,
    assignedBy: actorId,
  });
  if (previous !== assigneeId) {
    await recordAudit(tx, {
      actorId,
      action: 'request.assign',
      entity: 'request',
      entityId: requestId,
      before: { companyId, assigneeId: previous },
      after: { companyId, assigneeId },
    });
    await recordEvent(tx, { type: 'request.assigned', requestId, companyId, assigneeId }, actorId);
  }
  return { requestId, assignee: { id: member.id, name: member.name } };
}
