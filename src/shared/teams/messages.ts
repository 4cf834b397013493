/** Issue 37 (decision 066): the team's German refusals (the web shows its own texts per reason). */
export const TEAM_MESSAGES = {
  invitationNotFound: 'Diese Einladung ist ungültig oder wurde zurückgezogen.',
  invitationExpired: 'Diese Einladung ist abgelaufen. Bitte bitten Sie um eine neue Einladung.',
  emailHasAccount:
    'Für diese E-Mail-Adresse besteht bereits ein Konto bei HydroParts. Ein Konto kann nur zu einem Unternehmen gehören; bitte wenden Sie sich an den Inhaber des Teams.',
  alreadyInvited: 'Diese E-Mail-Adresse ist bereits eingeladen.',
  roleNotOfParty: 'Diese Rolle gibt es für Ihr Unternehmen nicht.',
  lastOwner: 'Das Unternehmen braucht mindestens einen Inhaber.',
  memberNotFound: 'Mitglied nicht gefunden',
  notYourself: 'Sie können sich nicht selbst entfernen.',
} as const;
