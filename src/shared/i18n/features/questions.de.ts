/** Questions answered to all bidders and withdrawing an offer (issue 30, decision 054). */
export const questionsDe = {
  'questions.title': 'Fragen & Antworten',
  'questions.introSeller':
    'Fragen und Antworten sehen alle Verkäufer dieser Anfrage und der Käufer. Sie erscheinen als „Verkäufer A“, „Verkäufer B“ …, nie mit Ihrem Namen. Bitte keine Kontaktdaten.',
  'questions.introOwner':
    'Verkäufer fragen hier nach Details. Ihre Antwort sehen alle Verkäufer, die die Anfrage sehen; eine Antwort ist endgültig. Bitte keine Kontaktdaten.',
  'questions.empty': 'Noch keine Fragen.',
  'questions.asker': 'Verkäufer {{letter}}',
  'questions.mine': 'Ihre Frage',
  'questions.answer': 'Antwort des Käufers',
  'questions.awaiting': 'Noch nicht beantwortet',
  'questions.askLabel': 'Ihre Frage an den Käufer',
  'questions.askHint': '10 bis 1000 Zeichen, ohne E-Mail, Telefon, Web-Adresse oder Firmennamen',
  'questions.askSubmit': 'Frage stellen',
  'questions.asked': 'Ihre Frage wurde gestellt',
  'questions.answerLabel': 'Ihre Antwort',
  'questions.answerSubmit': 'Antwort senden',
  'questions.answered': 'Ihre Antwort ist für alle Verkäufer sichtbar',
  'questions.closed': 'Die Anfrage ist beendet: keine neuen Fragen und Antworten.',
  'questions.loadFailed': 'Die Fragen konnten nicht geladen werden.',
  'questions.failed': 'Nicht gespeichert',
  'questions.withdraw': 'Angebot zurückziehen',
  'questions.withdrawConfirm': 'Angebot wirklich zurückziehen?',
  'questions.withdrawText':
    'Der Käufer sieht Ihr Angebot danach nicht mehr. Solange er kein Angebot angenommen hat, können Sie ein neues Angebot abgeben.',
  'questions.withdrawAbort': 'Abbrechen',
  'questions.withdrawn': 'Angebot zurückgezogen. Sie können ein neues Angebot abgeben.',
};
export type QuestionsTextKey = keyof typeof questionsDe;
