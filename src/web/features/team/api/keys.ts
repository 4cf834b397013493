/** The team domain's query keys, one factory (issue 28). */
export const teamKeys = {
  /** The company's members and invitations (decision 066's GET /team); the assignee lists read it too. */
  team: ['team'] as const,
  invitation: (token: string) => ['team-invitation', token] as const,
};
