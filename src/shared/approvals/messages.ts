/** Issue 37 (decision 070): the approvals' German refusals (the web shows its own texts per reason). */
export const APPROVAL_MESSAGES = {
  pending: 'Die Bestellung wartet auf Freigabe durch den Einkauf.',
  notFound: 'Freigabe nicht gefunden',
  alreadyApproved: 'Diese Bestellung wurde bereits freigegeben.',
  alreadyDeclined: 'Diese Bestellung wurde bereits abgelehnt.',
  // Decision 084: its request or offer ended, so it left the queue.
  withdrawn: 'Diese Bestellung wurde zurückgezogen, weil die Anfrage oder das Angebot beendet ist.',
  alreadyPending: 'Für diese Anfrage wartet bereits eine Bestellung auf Freigabe.',
  expired: 'Das Angebot ist abgelaufen und kann nicht mehr freigegeben werden.',
  overOwnLimit:
    'Diese Bestellung liegt über Ihrem Freigabelimit. Bitte lassen Sie sie von einer Kollegin oder einem Kollegen mit höherem Limit oder vom Inhaber freigeben.',
  limitNotForRole: 'Ein Freigabelimit gibt es nur für Mitglieder mit der Rolle „Einkauf“.',
} as const;
