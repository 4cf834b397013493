/** Cross-references (issue 30): shown to buyers and sellers, proposed by sellers, kept by admins. */
export const partRelationsDe = {
  'partRelations.title': 'Bekannte Querverweise',
  'partRelations.supersededBy': 'ersetzt durch',
  'partRelations.supersedes': 'Nachfolger von',
  'partRelations.equivalent': 'gleichwertig:',
  'partRelations.same': 'gleiches Teil:',
  'partRelations.kind': 'Art der Beziehung',
  'partRelations.kind.same': 'Gleiches Teil (andere Nummer)',
  'partRelations.kind.superseded': 'Ersetzt durch (Nachfolger)',
  'partRelations.kind.equivalent': 'Gleichwertig (andere Marke)',
  'partRelations.fromManufacturer': 'Hersteller (bisheriges Teil)',
  'partRelations.fromPartNumber': 'Teilenummer (bisheriges Teil)',
  'partRelations.toManufacturer': 'Hersteller (anderes Teil)',
  'partRelations.toPartNumber': 'Teilenummer (anderes Teil)',
  'partRelations.note': 'Notiz',
  'partRelations.cancel': 'Abbrechen',
  'partRelations.propose': 'Querverweis vorschlagen',
  'partRelations.proposeText':
    'Kennen Sie einen Nachfolger oder ein gleichwertiges Teil? Ein Admin prüft Ihren Vorschlag, bevor Käufer und Verkäufer ihn sehen. Ihr Name wird nicht angezeigt.',
  'partRelations.proposeSubmit': 'Vorschlag senden',
  'partRelations.proposed': 'Danke – Ihr Vorschlag wird von einem Admin geprüft.',
  'partRelations.proposeFailed': 'Vorschlag konnte nicht gesendet werden',
};
export type PartRelationsTextKey = keyof typeof partRelationsDe;
