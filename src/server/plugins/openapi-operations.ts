/**
 * Issue 15: the name, summary and (where the summary is not enough) description of every
 * operation in the OpenAPI document, keyed by method and Fastify path. plugins/openapi.ts adds
 * who may call it (roles, API-key scopes) and the error answers; openapi.test.ts checks that
 * every route has an entry.
 */
export const OPERATIONS: Record<
  string,
  readonly [operationId: string, summary: string, description?: string]
> = {
  'GET /api/health': ['getHealth', 'Lebenszeichen', 'Antwortet, solange der Prozess läuft (ohne Datenbank).'],
  'GET /api/ready': [
    'getReadiness',
    'Betriebsbereitschaft',
    'Prüft Datenbank, Migrationen und Dateispeicher.',
  ],

  'GET /api/v1/auth/session': ['getSession', 'Aktuelle Sitzung', 'Der angemeldete Benutzer oder `null`.'],
  'POST /api/v1/auth/signup/buyer': [
    'signUpBuyer',
    'Als Käufer registrieren',
    'Legt Konto und Käuferprofil in einer Transaktion an und sendet die Bestätigungs-E-Mail.',
  ],
  'POST /api/v1/auth/signup/seller': [
    'signUpSeller',
    'Als Verkäufer registrieren',
    'Legt Konto und Verkäuferprofil an; ein Administrator prüft das Konto.',
  ],
  'POST /api/v1/auth/resend-verification': ['resendVerification', 'Bestätigungs-E-Mail erneut senden'],
  'POST /api/v1/auth/login': [
    'logIn',
    'Anmelden',
    'Setzt das Sitzungs-Cookie; prüft Rolle und Kontostatus (Anmeldesperren der Spezifikation).',
  ],
  'POST /api/v1/auth/logout': ['logOut', 'Abmelden'],
  'POST /api/v1/auth/forgot-password': ['forgotPassword', 'Passwort-Zurücksetzen anfordern'],
  'POST /api/v1/auth/reset-password': ['resetPassword', 'Passwort mit Token neu setzen'],
  'POST /api/v1/auth/change-password': ['changePassword', 'Passwort ändern'],
  'GET /api/v1/auth/two-factor': ['getTwoFactorStatus', 'Status der Zwei-Faktor-Anmeldung'],
  'POST /api/v1/auth/two-factor/verify': ['verifyTwoFactor', 'Zweiten Faktor bei der Anmeldung bestätigen'],
  'POST /api/v1/auth/two-factor/setup': [
    'setUpTwoFactor',
    'Zwei-Faktor-Anmeldung einrichten',
    'Liefert Schlüssel, TOTP-URI und Backup-Codes.',
  ],
  'POST /api/v1/auth/two-factor/confirm': ['confirmTwoFactor', 'Zwei-Faktor-Anmeldung mit Code aktivieren'],
  'POST /api/v1/auth/two-factor/disable': ['disableTwoFactor', 'Zwei-Faktor-Anmeldung abschalten'],
  'GET /api/v1/auth/sessions': [
    'listSessions',
    'Angemeldete Sitzungen des Kontos (Browser, System, zuletzt aktiv)',
  ],
  'DELETE /api/v1/auth/sessions/:id': ['endSession', 'Eine andere Sitzung des Kontos beenden'],
  'POST /api/v1/auth/sessions/end-others': ['endOtherSessions', 'Alle anderen Sitzungen des Kontos beenden'],
  'PUT /api/v1/auth/language': ['setLanguage', 'Sprache des Kontos wählen'],

  'GET /api/v1/countries': ['listCountries', 'Aktive Länder'],
  'GET /api/v1/brands': ['listBrands', 'Aktive Hersteller'],
  'GET /api/v1/payment-terms': ['listPaymentTerms', 'Aktive Zahlungsbedingungen'],
  'GET /api/v1/i18n/languages': ['listLanguages', 'Aktive Oberflächensprachen'],
  'GET /api/v1/i18n/:lang': ['getTranslations', 'Übersetzungen einer Sprache'],
  'GET /api/v1/site-info': ['getSiteInfo', 'Betreiberangaben für Impressum und Kontakt'],
  'POST /api/v1/contact': ['sendContactMessage', 'Kontaktformular senden'],

  'GET /api/v1/buyer/profile': ['getBuyerProfile', 'Eigenes Käuferprofil'],
  'GET /api/v1/notification-settings': [
    'getNotificationSettings',
    'Eigene E-Mail-Benachrichtigungen',
    'Neue Anfragen sofort, als tägliche Zusammenfassung oder aus; nur dringende; nach Regionen; neue Angebote an oder aus (Entscheidung 060). Käufer und Verkäufer.',
  ],
  'PUT /api/v1/notification-settings': [
    'saveNotificationSettings',
    'E-Mail-Benachrichtigungen speichern',
    'Dasselbe Schema wie das Formular; ungültige Angaben werden mit deutscher Meldung abgelehnt.',
  ],
  'GET /api/v1/buyer/charts': [
    'getBuyerCharts',
    'Auswertung des Käufers je Monat',
    'Je Monat (months 1–12): Bestellungen und Ausgaben (brutto, ohne stornierte), Ersparnis gegenüber dem Durchschnitt der Angebote, Anfragen und Angebote je Anfrage (Entscheidung 059). Nur die eigenen.',
  ],
  'PATCH /api/v1/buyer/profile': ['updateBuyerProfile', 'Persönliche Angaben ändern'],
  'PATCH /api/v1/buyer/company': ['updateBuyerCompany', 'Unternehmensangaben ändern'],
  'GET /api/v1/seller/profile': ['getSellerProfile', 'Eigenes Verkäuferprofil'],
  'GET /api/v1/seller/regions': ['getSellerRegions', 'Liefergebiete des Verkäufers (leer: überall)'],
  'PUT /api/v1/seller/regions': [
    'updateSellerRegions',
    'Liefergebiete setzen',
    'Länder als ISO-Code (AT) und für Deutschland Postleitzahlbereiche (DE-8, DE-80); eine leere Liste heißt überall. Anfragen erreichen nur Verkäufer, die ihr Liefergebiet bedienen.',
  ],
  'GET /api/v1/seller/widening': [
    'getSellerWidening',
    'Erweiterte Anfragen über die eigenen Marken hinaus (Einstellung)',
  ],
  'PUT /api/v1/seller/widening': [
    'updateSellerWidening',
    'Erweiterte Anfragen ein- oder ausschalten',
    'Anfragen über meine Marken hinaus, wenn wenige Angebote kommen (Standard: aus). Liefergebiete gelten weiter.',
  ],
  'PUT /api/v1/seller/settings': [
    'updateSellerSettings',
    'Marken und Zahlungsbedingungen des Verkäufers setzen',
  ],

  'POST /api/v1/buyer/requests': [
    'createRequest',
    'Anfrage stellen',
    'Multipart: die Felder der Anfrage und bis zu 5 Fotos (Feld `photos`, je höchstens 10 MB).',
  ],
  'GET /api/v1/buyer/requests': [
    'listOwnRequests',
    'Eigene Anfragen',
    'Anfragen ohne Bestellung; Suche, Dringlichkeit, mit/ohne Angebote, `updatedSince`.',
  ],
  'GET /api/v1/buyer/requests/:id/part-relations': [
    'getRequestPartRelations',
    'Bekannte Querverweise der eigenen Anfrage',
    'Bestätigte Beziehungen (ersetzt durch, gleichwertig, gleiches Teil) zu einer der beiden Nummern.',
  ],
  'GET /api/v1/seller/my-requests/:id/part-relations': [
    'getSellerOwnRequestPartRelations',
    'Bekannte Querverweise der eigenen Anfrage (Verkäufer als Käufer)',
  ],
  'GET /api/v1/seller/requests/:id/part-relations': [
    'getSellerRequestPartRelations',
    'Bekannte Querverweise einer sichtbaren Anfrage',
  ],
  // Decision 054: questions answered to all bidders, and withdrawing an offer.
  'GET /api/v1/seller/requests/:id/questions': [
    'listRequestQuestionsForSeller',
    'Fragen und Antworten zu einer sichtbaren Anfrage (Fragende nur als Pseudonym)',
  ],
  'POST /api/v1/seller/requests/:id/questions': [
    'askRequestQuestion',
    'Frage zu einer Anfrage stellen (ohne Kontaktdaten; höchstens 5 unbeantwortete)',
  ],
  'GET /api/v1/buyer/requests/:id/questions': ['listOwnRequestQuestions', 'Fragen zur eigenen Anfrage'],
  'POST /api/v1/buyer/requests/:id/questions/:questionId/answer': [
    'answerRequestQuestion',
    'Frage zur eigenen Anfrage beantworten (einmal, für alle Verkäufer sichtbar)',
  ],
  'GET /api/v1/seller/my-requests/:id/questions': [
    'listOwnRequestQuestionsAsSeller',
    'Fragen zur eigenen Anfrage (Verkäufer als Anfragender)',
  ],
  'POST /api/v1/seller/my-requests/:id/questions/:questionId/answer': [
    'answerOwnRequestQuestionAsSeller',
    'Frage zur eigenen Anfrage beantworten (Verkäufer als Anfragender)',
  ],
  'POST /api/v1/seller/offers/:id/withdraw': [
    'withdrawOffer',
    'Eigenes offenes Angebot zurückziehen, solange kein Angebot angenommen ist',
  ],
  'POST /api/v1/seller/part-relations': [
    'proposePartRelation',
    'Querverweis vorschlagen',
    'Ein Administrator bestätigt oder lehnt ab; bis dahin sieht ihn niemand sonst.',
  ],
  'GET /api/v1/seller/stock': [
    'listStock',
    'Lagerbestand auflisten',
    'Die eigenen Lagerpositionen, nach Teilenummer; `part` sucht eine Teilenummer, wie auch immer geschrieben (ab 3 Zeichen nach dem Anfang).',
  ],
  'POST /api/v1/seller/stock/upload': [
    'uploadStock',
    'Lagerbestand hochladen (CSV)',
    "Eine CSV im deutschen Excel-Format (`;`, UTF-8 mit BOM oder Windows-1252, Dezimalkomma) im Feld `file`, Spalten `Teilenummer;Hersteller;Menge;Preis netto;Lieferzeit` (Preis netto je Stück; Lieferzeit 'ab Lager', '3 Tage', '2 Wochen', leer = ab Lager). Feld `mode`: `merge` ergänzt und ändert, `replace` entfernt außerdem, was die Datei nicht mehr enthält. Gültige Zeilen werden gespeichert, jede abgelehnte mit Zeilennummer und Grund gemeldet; danach werden die Treffer ('Auf Lager') neu bestimmt.",
  ],
  'GET /api/v1/seller/stock/export.csv': ['downloadStock', 'Lagerbestand als CSV herunterladen'],
  'GET /api/v1/seller/stock/template.csv': ['stockTemplate', 'CSV-Vorlage für den Lagerbestand'],
  'GET /api/v1/seller/stock/auto-offer': [
    'getAutoOfferSettings',
    'Automatische Angebote: Einstellungen lesen',
    'Ob Angebote aus dem Lagerbestand automatisch abgegeben werden (Standard: aus) und in welchen Grenzen.',
  ],
  'PUT /api/v1/seller/stock/auto-offer': [
    'saveAutoOfferSettings',
    'Automatische Angebote: Einstellungen speichern',
    'Passt eine neue Anfrage zu einer Lagerposition, wird einmal ein Angebot abgegeben: nur wenn die angefragte Menge höchstens `maxQuantity` ist und der Bestand sie deckt, der Wert (Preis je Stück × Menge, netto) höchstens `maxOrderValue`; Preis und Lieferzeit aus der Lagerposition, Ihre Standard-Zahlungsbedingung, gültig `validityDays` Tage, höchstens bis zum Ende der Anfrage. Zurückziehen wie jedes Angebot.',
  ],
  'PUT /api/v1/seller/stock/:id': ['updateStockLine', 'Lagerposition ändern'],
  'POST /api/v1/seller/stock/delete': ['deleteStockLines', 'Lagerpositionen löschen'],
  'POST /api/v1/seller/stock/delete-all': [
    'deleteAllStock',
    'Gesamten Lagerbestand löschen',
    'Nur mit `confirmed: true`.',
  ],
  'GET /api/v1/admin/part-relations': ['listPartRelations', 'Querverweise auflisten (nach Status)'],
  'POST /api/v1/admin/part-relations': ['createPartRelation', 'Querverweis anlegen (bestätigt)'],
  'DELETE /api/v1/admin/part-relations/:id': ['deletePartRelation', 'Querverweis löschen'],
  'POST /api/v1/admin/part-relations/:id/decision': [
    'decidePartRelation',
    'Vorschlag eines Verkäufers bestätigen oder ablehnen',
  ],
  'GET /api/v1/admin/part-relations/template.csv': [
    'partRelationsTemplateCsv',
    'CSV-Vorlage für Querverweise (Excel, Semikolon)',
  ],
  'POST /api/v1/admin/part-relations/import': [
    'importPartRelationsCsv',
    'Querverweise aus CSV importieren',
    "Spalten: art;hersteller_von;teilenummer_von;hersteller_zu;teilenummer_zu;notiz. Art: 'gleich', 'ersetzt durch' oder 'gleichwertig'.",
  ],
  'GET /api/v1/buyer/requests/same-part': [
    'findSamePartRequests',
    'Eigene Anfragen nach demselben Teil (30 Tage)',
    'Vergleicht beide Nummern nach ihrem Schlüssel (Groß-/Kleinschreibung, Leerzeichen, Zeichen und Herstellerpräfix egal) mit beiden Nummern der eigenen Anfragen der letzten 30 Tage.',
  ],
  'POST /api/v1/buyer/requests/:id/close': ['closeRequest', 'Anfrage schließen'],
  'POST /api/v1/buyer/requests/:id/widen': [
    'widenRequest',
    'An weitere Verkäufer senden',
    'Die Anfrage erreicht sofort den nächsten Ring: Verkäufer verwandter Marken, dann Verkäufer, die erweiterte Anfragen erhalten möchten.',
  ],
  'POST /api/v1/buyer/requests/:id/extend': [
    'extendRequest',
    'Frist verlängern',
    'Um 7, 14 oder 30 Tage, höchstens 60 Tage ab Erstellung der Anfrage.',
  ],
  'POST /api/v1/buyer/requests/:id/cancel': [
    'cancelRequest',
    'Anfrage stornieren',
    'Eine Stornierung braucht einen Grund.',
  ],
  'GET /api/v1/buyer/requests/:id/offers': [
    'listOffersForRequest',
    'Angebote zu einer eigenen Anfrage',
    'Anonym (Angebot 1, 2 …), nach Gesamtpreis sortiert.',
  ],
  'POST /api/v1/seller/my-requests': [
    'createSellerRequest',
    'Anfrage als Verkäufer stellen',
    'Multipart wie `createRequest`.',
  ],
  'GET /api/v1/seller/my-requests': ['listSellerOwnRequests', 'Eigene Anfragen des Verkäufers'],
  'GET /api/v1/seller/my-requests/same-part': [
    'findSellerOwnSamePartRequests',
    'Eigene Anfragen nach demselben Teil (30 Tage, Verkäufer als Käufer)',
  ],
  'POST /api/v1/seller/my-requests/:id/close': ['closeSellerRequest', 'Eigene Anfrage schließen (Verkäufer)'],
  'POST /api/v1/seller/my-requests/:id/widen': [
    'widenSellerRequest',
    'Eigene Anfrage an weitere Verkäufer senden (Verkäufer)',
  ],
  'POST /api/v1/seller/my-requests/:id/extend': [
    'extendSellerRequest',
    'Frist der eigenen Anfrage verlängern (Verkäufer)',
  ],
  'POST /api/v1/seller/my-requests/:id/cancel': [
    'cancelSellerRequest',
    'Eigene Anfrage stornieren (Verkäufer)',
  ],
  'GET /api/v1/seller/my-requests/:id/offers': [
    'listOffersForSellerRequest',
    'Angebote zu einer eigenen Anfrage (Verkäufer)',
  ],
  'GET /api/v1/buyer/orders.csv': ['exportOrdersCsv', 'Bestellungen als CSV (Buchhaltung)'],
  'GET /api/v1/seller/my-orders.csv': [
    'exportSellerPlacedOrdersCsv',
    'Eigene Bestellungen als CSV (Verkäufer)',
  ],
  'GET /api/v1/seller/orders.csv': ['exportReceivedOrdersCsv', 'Erhaltene Aufträge als CSV (Verkäufer)'],
  'GET /api/v1/buyer/requests/:id/price-comparison.csv': [
    'getPriceComparisonCsv',
    'Preisspiegel einer eigenen Anfrage (CSV)',
    'Deutsches Excel: UTF-8 mit BOM, „;“, Dezimalkomma. Anonym bis zur Bestellung.',
  ],
  'GET /api/v1/buyer/requests/:id/price-comparison.pdf': [
    'getPriceComparisonPdf',
    'Preisspiegel einer eigenen Anfrage (PDF)',
    'A4 quer, in der Kontosprache oder `language`. Anonym bis zur Bestellung.',
  ],
  'GET /api/v1/seller/my-requests/:id/price-comparison.csv': [
    'getSellerPriceComparisonCsv',
    'Preisspiegel einer eigenen Anfrage (CSV, Verkäufer)',
  ],
  'GET /api/v1/seller/my-requests/:id/price-comparison.pdf': [
    'getSellerPriceComparisonPdf',
    'Preisspiegel einer eigenen Anfrage (PDF, Verkäufer)',
  ],
  'GET /api/v1/requests/:id/photos/:photoId': ['getRequestPhoto', 'Foto einer Anfrage'],
  // Decision 067: PDF documents on requests and offers.
  'GET /api/v1/requests/:id/attachments': [
    'listRequestDocuments',
    'PDF-Dokumente einer Anfrage',
    'Für den Käufer der Anfrage (mit seinen Dateinamen) und für Verkäufer, denen die Anfrage angezeigt wird oder die ein Angebot darauf haben (als `dokument-N.pdf`).',
  ],
  'GET /api/v1/requests/:id/attachments/:attachmentId': [
    'getRequestDocument',
    'PDF-Dokument einer Anfrage herunterladen',
    'Ohne Metadaten (Autor, Ersteller, Produzent, Titel, XMP) gespeichert; Fremde erhalten `dokument-N.pdf` als Dateinamen.',
  ],
  'GET /api/v1/offers/:id/attachments': [
    'listOfferDocuments',
    'PDF-Dokumente eines Angebots',
    'Für den anbietenden Verkäufer und den Käufer der Anfrage (als `dokument-N.pdf`).',
  ],
  'GET /api/v1/offers/:id/attachments/:attachmentId': [
    'getOfferDocument',
    'PDF-Dokument eines Angebots herunterladen',
  ],
  'POST /api/v1/seller/offers/:id/attachments': [
    'addOfferDocuments',
    'PDF-Dokumente an ein eigenes Angebot anhängen',
    'Multipart, Feld `documents`: bis zu 3 PDFs je Angebot, je höchstens 10 MB und 200 Seiten; nur solange das Angebot aussteht. Metadaten werden entfernt.',
  ],
  // Decision 072: the uploader's company deletes its own document.
  'DELETE /api/v1/requests/:id/attachments/:attachmentId': [
    'deleteRequestDocument',
    'PDF-Dokument der eigenen Anfrage löschen',
    'Nur das Unternehmen der Anfrage, solange sie offen ist (sonst 409); alle anderen erhalten 404.',
  ],
  'DELETE /api/v1/seller/offers/:id/attachments/:attachmentId': [
    'deleteOfferDocument',
    'PDF-Dokument des eigenen Angebots löschen',
    'Nur das anbietende Unternehmen, solange das Angebot aussteht (sonst 409); alle anderen erhalten 404.',
  ],

  'GET /api/v1/buyer/checkout/:offerId': ['getCheckout', 'Bestellübersicht zu einem Angebot'],
  'POST /api/v1/buyer/orders': [
    'placeOrder',
    'Bestellung aufgeben',
    'Nimmt das Angebot an (201); erst jetzt werden die Kontaktdaten beider Seiten freigegeben. Liegt die Bestellung über dem Freigabelimit des Mitglieds oder bestellt ein Anforderer, wird nichts bestellt: 202, die Bestellung wartet auf Freigabe (decision 070).',
  ],
  // Decision 070: the buyer company's approval queue.
  'GET /api/v1/buyer/approvals': [
    'listApprovals',
    'Freigaben des Unternehmens',
    'Wartende (status=pending) oder entschiedene (status=decided) Bestellungen; mit der Zahl der wartenden.',
  ],
  'POST /api/v1/buyer/approvals/:id/approve': [
    'approveOrder',
    'Bestellung freigeben',
    'Gibt die Bestellung auf (einmal, auch wenn zwei gleichzeitig freigeben); Einkauf innerhalb des eigenen Limits, Inhaber immer; kein abgelaufenes Angebot.',
  ],
  'POST /api/v1/buyer/approvals/:id/decline': [
    'declineOrderApproval',
    'Bestellung ablehnen',
    'Es wird nichts bestellt; die anfordernde Person erfährt es, mit dem optionalen Grund.',
  ],
  'GET /api/v1/buyer/orders': ['listOwnOrders', 'Eigene Bestellungen'],
  'GET /api/v1/buyer/orders/:id': ['getOwnOrder', 'Eine eigene Bestellung'],
  'GET /api/v1/seller/checkout/:offerId': ['getSellerCheckout', 'Bestellübersicht (Verkäufer als Käufer)'],
  'POST /api/v1/seller/my-orders': ['placeSellerOrder', 'Bestellung aufgeben (Verkäufer als Käufer)'],
  'GET /api/v1/seller/my-orders': ['listSellerOwnOrders', 'Eigene Bestellungen des Verkäufers'],
  'GET /api/v1/seller/orders': ['listReceivedOrders', 'Erhaltene Bestellungen'],
  'POST /api/v1/orders/:id/confirm': ['confirmOrder', 'Bestellung bestätigen (Verkäufer)'],
  'POST /api/v1/orders/:id/ship': ['shipOrder', 'Bestellung als versendet melden (Verkäufer)'],
  'POST /api/v1/orders/:id/receipt': ['confirmReceipt', 'Empfang bestätigen (Besteller)'],
  'POST /api/v1/orders/:id/cancel': [
    'cancelOrder',
    'Bestellung stornieren',
    'Verkäufer oder Besteller, je nach Status; ein Grund ist Pflicht.',
  ],
  'GET /api/v1/orders/:orderId/document': [
    'getOrderDocument',
    'Bestelldokument (PDF)',
    'Dateiname „Auftragsbestätigung-<Bestellnummer>-<Teilenummer>.pdf“ (Titel in der Sprache des Dokuments); Content-Disposition mit ASCII-`filename` und `filename*` (RFC 5987).',
  ],

  'GET /api/v1/seller/requests': [
    'listRelevantRequests',
    'Relevante Anfragen',
    'Anfragen zu den Marken des Verkäufers, ohne Angaben zum Käufer; Suche, Dringlichkeit, Sortierung, `updatedSince`.',
  ],
  'GET /api/v1/seller/requests/:id/photos/:photoId': [
    'getRelevantRequestPhoto',
    'Foto einer relevanten Anfrage',
  ],
  'GET /api/v1/seller/requests/:id/photos.zip': [
    'getRelevantRequestPhotosZip',
    'Alle Fotos einer relevanten Anfrage (ZIP)',
    'Dateiname „Fotos-Anfrage-<Teilenummer>-<Tag der Anfrage>.zip“ in der Sprache `language` (sonst der des Kontos); Content-Disposition mit ASCII-`filename` und `filename*` (RFC 5987).',
  ],
  'POST /api/v1/seller/offers': [
    'createOffer',
    'Angebot abgeben',
    'Preise als Zahl oder deutsch formatiert („1.234,50“); der Käufer wird benachrichtigt, ohne den Verkäufer zu nennen.',
  ],
  'GET /api/v1/seller/offers': ['listOwnOffers', 'Eigene Angebote'],
  'GET /api/v1/seller/offers/:id': ['getOwnOffer', 'Ein eigenes Angebot'],
  'GET /api/v1/seller/summary': ['getSellerSummary', 'Zähler für das Verkäufer-Dashboard'],
  'GET /api/v1/seller/performance': [
    'getSellerPerformance',
    'Eigene Leistungszahlen des Verkäufers',
    'Gespeicherte Zahlen (Entscheidung 058): Angebote, ausgewählte Angebote, Antwortzeit (Median), pünktlich bestätigt/versandt, Stornierungen und die Wochen des Zeitraums (weeks 1–26). Nur die eigenen.',
  ],
  'POST /api/v1/seller/requests/:id/decline': [
    'declineRequest',
    '„Kann ich nicht liefern“',
    'Grund: nicht_verfuegbar, lieferzeit, menge oder sonstiges (mit kurzer Begründung). Die Anfrage verschwindet aus Liste und Zähler; der Käufer sieht nur die Anzahl der Absagen, nie den Absender.',
  ],
  'DELETE /api/v1/seller/requests/:id/decline': [
    'undoDeclineRequest',
    'Absage zurücknehmen',
    'Die Anfrage erscheint wieder in der Liste.',
  ],
  'GET /api/v1/seller/declines': ['listOwnDeclines', 'Eigene Absagen (die neuesten 50) zum Zurücknehmen'],

  'GET /api/v1/admin/stats': ['getAdminStats', 'Plattform-Kennzahlen'],
  'GET /api/v1/admin/stats/liquidity': [
    'getAdminLiquidity',
    'Liquidität je Kalenderwoche',
    'Je Woche der Anfrage (Montag, deutsche Zeit; höchstens 26 Wochen): Anfragen, davon mit mindestens zwei Angeboten und ohne Angebot, der Median der Minuten bis zum ersten Angebot und die Absagen („Kann ich nicht liefern“); Filter nach Marke und Dringlichkeit.',
  ],
  'GET /api/v1/admin/stats/charts': [
    'getAdminCharts',
    'Kennzahlen je Kalenderwoche',
    'Je Woche (weeks 1–26): Anfragen, Angebote, Bestellungen, Liquidität (Anteil mit mindestens zwei Angeboten, Median bis zum ersten Angebot, erweiterte Anfragen, Absagen) und Umsatz aus Verkäufergebühren; dazu der Trichter der Verkäufer von der Registrierung bis zur ersten Zahlung (Entscheidung 059).',
  ],
  'GET /api/v1/admin/sellers': ['adminListSellers', 'Verkäufer auflisten'],
  'POST /api/v1/admin/sellers/:id/approve': ['adminApproveSeller', 'Verkäufer freischalten'],
  'POST /api/v1/admin/sellers/:id/reject': ['adminRejectSeller', 'Verkäufer ablehnen'],
  'POST /api/v1/admin/sellers/:id/toggle-payment': ['adminToggleSellerPayment', 'Zahlungsstatus umschalten'],
  'POST /api/v1/admin/sellers/:id/toggle-active': [
    'adminToggleSellerActive',
    'Verkäufer aktivieren/deaktivieren',
  ],
  'PATCH /api/v1/admin/sellers/:id': ['adminUpdateSeller', 'Verkäuferdaten ändern'],
  'GET /api/v1/admin/buyers': ['adminListBuyers', 'Käufer auflisten'],
  'PATCH /api/v1/admin/buyers/:id': ['adminUpdateBuyer', 'Käuferdaten ändern'],
  'DELETE /api/v1/admin/buyers/:id': ['adminDeleteBuyer', 'Käufer löschen'],
  'POST /api/v1/admin/buyers/:id/deactivate': ['adminDeactivateBuyer', 'Käufer deaktivieren'],
  'GET /api/v1/admin/requests': ['adminListRequests', 'Anfragen auflisten'],
  'GET /api/v1/admin/requests/:id/offers': ['adminListRequestOffers', 'Angebote einer Anfrage'],
  'GET /api/v1/admin/offers': ['adminListOffers', 'Angebote auflisten'],
  'GET /api/v1/admin/orders': ['adminListOrders', 'Bestellungen auflisten'],
  'GET /api/v1/admin/countries': ['adminListCountries', 'Länder auflisten'],
  'POST /api/v1/admin/countries': ['adminCreateCountry', 'Land anlegen'],
  'PUT /api/v1/admin/countries/:id': ['adminUpdateCountry', 'Land ändern'],
  'DELETE /api/v1/admin/countries/:id': ['adminDeleteCountry', 'Land löschen'],
  'POST /api/v1/admin/countries/:id/toggle': ['adminToggleCountry', 'Land aktivieren/deaktivieren'],
  'GET /api/v1/admin/brands': ['adminListBrands', 'Hersteller auflisten'],
  'POST /api/v1/admin/brands': ['adminCreateBrand', 'Hersteller anlegen'],
  'PUT /api/v1/admin/brands/:id': ['adminUpdateBrand', 'Hersteller ändern'],
  'DELETE /api/v1/admin/brands/:id': ['adminDeleteBrand', 'Hersteller löschen'],
  'POST /api/v1/admin/brands/:id/toggle': ['adminToggleBrand', 'Hersteller aktivieren/deaktivieren'],
  'GET /api/v1/admin/payment-terms': ['adminListPaymentTerms', 'Zahlungsbedingungen auflisten'],
  'POST /api/v1/admin/payment-terms': ['adminCreatePaymentTerm', 'Zahlungsbedingung anlegen'],
  'PUT /api/v1/admin/payment-terms/:id': ['adminUpdatePaymentTerm', 'Zahlungsbedingung ändern'],
  'DELETE /api/v1/admin/payment-terms/:id': ['adminDeletePaymentTerm', 'Zahlungsbedingung löschen'],
  'GET /api/v1/admin/message-templates': ['adminListMessageTemplates', 'E-Mail-Vorlagen auflisten'],
  'POST /api/v1/admin/message-templates': ['adminCreateMessageTemplate', 'E-Mail-Vorlage anlegen'],
  'PUT /api/v1/admin/message-templates/:id': ['adminUpdateMessageTemplate', 'E-Mail-Vorlage ändern'],
  'DELETE /api/v1/admin/message-templates/:id': ['adminDeleteMessageTemplate', 'E-Mail-Vorlage löschen'],
  'POST /api/v1/admin/message-templates/:id/toggle': [
    'adminToggleMessageTemplate',
    'E-Mail-Vorlage aktivieren/deaktivieren',
  ],
  'GET /api/v1/admin/email-logs': ['adminListEmailLogs', 'E-Mail-Protokoll'],
  'GET /api/v1/admin/email-logs/:id': ['adminGetEmailLog', 'Eine protokollierte E-Mail'],
  'POST /api/v1/admin/email-test/direct': ['adminSendTestMail', 'Test-E-Mail senden'],
  'POST /api/v1/admin/email-test/template': ['adminSendTemplateTestMail', 'Vorlage als Test-E-Mail senden'],
  'GET /api/v1/admin/html-templates': ['adminListHtmlTemplates', 'HTML-Dokumentvorlagen auflisten'],
  'POST /api/v1/admin/html-templates': ['adminCreateHtmlTemplate', 'HTML-Dokumentvorlage anlegen'],
  'PUT /api/v1/admin/html-templates/:id': ['adminUpdateHtmlTemplate', 'HTML-Dokumentvorlage ändern'],
  'DELETE /api/v1/admin/html-templates/:id': ['adminDeleteHtmlTemplate', 'HTML-Dokumentvorlage löschen'],
  'POST /api/v1/admin/html-templates/:id/duplicate': [
    'adminDuplicateHtmlTemplate',
    'HTML-Dokumentvorlage duplizieren',
  ],
  'POST /api/v1/admin/html-templates/:id/default': [
    'adminSetDefaultHtmlTemplate',
    'HTML-Dokumentvorlage als Standard setzen',
  ],
  'GET /api/v1/admin/pdf-templates': ['adminListPdfTemplates', 'Word-Dokumentvorlagen auflisten'],
  'POST /api/v1/admin/pdf-templates': [
    'adminUploadPdfTemplate',
    'Word-Dokumentvorlage hochladen',
    'Multipart: `name`, optional `description`, die Datei im Feld `file` (.docx).',
  ],
  'POST /api/v1/admin/pdf-templates/:id/activate': [
    'adminActivatePdfTemplate',
    'Word-Dokumentvorlage aktivieren',
  ],
  'POST /api/v1/admin/pdf-templates/:id/deactivate': [
    'adminDeactivatePdfTemplate',
    'Word-Dokumentvorlage deaktivieren',
  ],
  'POST /api/v1/admin/pdf-templates/:id/test': ['adminTestPdfTemplate', 'Word-Dokumentvorlage testen'],
  'GET /api/v1/admin/pdf-templates/:id/download': [
    'adminDownloadPdfTemplate',
    'Word-Dokumentvorlage herunterladen',
  ],
  'DELETE /api/v1/admin/pdf-templates/:id': ['adminDeletePdfTemplate', 'Word-Dokumentvorlage löschen'],
  'GET /api/v1/admin/translations': ['adminListTranslations', 'Übersetzungen auflisten'],
  'PUT /api/v1/admin/translations/:id': ['adminUpdateTranslation', 'Übersetzung ändern'],
  'GET /api/v1/admin/translations/template.csv': [
    'adminTranslationsCsvTemplate',
    'CSV-Vorlage für Übersetzungen',
  ],
  'GET /api/v1/admin/translations/export.csv': [
    'adminExportTranslations',
    'Übersetzungen als CSV exportieren',
  ],
  'POST /api/v1/admin/translations/import': [
    'adminImportTranslations',
    'Übersetzungen aus CSV importieren',
    'Multipart: die CSV-Datei im Feld `file`, optional `updateExisting=true`.',
  ],

  'GET /api/v1/api-keys': ['listApiKeys', 'Eigene API-Schlüssel'],
  'POST /api/v1/api-keys': ['createApiKey', 'API-Schlüssel erstellen'],
  'DELETE /api/v1/api-keys/:id': ['revokeApiKey', 'API-Schlüssel widerrufen'],

  // Issue 37 (decision 066): the company's team, invitations and joining a company.
  'GET /api/v1/team': [
    'getTeam',
    'Team des eigenen Unternehmens',
    'Mitglieder mit Rollen; offene Einladungen nur für Inhaber.',
  ],
  'POST /api/v1/team/invitations': [
    'inviteTeamMember',
    'Mitglied einladen',
    'Schickt eine Einladung (7 Tage gültig) an eine E-Mail-Adresse ohne Konto; nur Inhaber.',
  ],
  'POST /api/v1/team/invitations/:id/renew': [
    'renewTeamInvitation',
    'Einladung erneut senden',
    'Neuer Link, wieder 7 Tage gültig; der alte Link gilt nicht mehr.',
  ],
  'DELETE /api/v1/team/invitations/:id': ['revokeTeamInvitation', 'Einladung zurückziehen'],
  'PATCH /api/v1/team/members/:profileId': [
    'changeTeamMemberRole',
    'Rolle eines Mitglieds ändern',
    'Der letzte Inhaber kann nicht herabgestuft werden.',
  ],
  'PUT /api/v1/team/members/:profileId/approval-limit': [
    'setTeamMemberApprovalLimit',
    'Freigabelimit eines Mitglieds setzen',
    'Bruttobestellsumme in Euro, bis zu der ein Einkaufs-Mitglied allein bestellt; null: kein Limit. Nur Inhaber (decision 070).',
  ],
  'DELETE /api/v1/team/members/:profileId': [
    'removeTeamMember',
    'Mitglied entfernen',
    'Beendet sofort alle Sitzungen und API-Schlüssel des Mitglieds; seine Arbeit bleibt beim Unternehmen.',
  ],
  'GET /api/v1/team-invitations/:token': [
    'getTeamInvitation',
    'Einladung ansehen',
    'Unternehmen, Rolle und Adresse einer gültigen Einladung (öffentlich, mit dem Link).',
  ],
  'POST /api/v1/team-invitations/:token/accept': [
    'acceptTeamInvitation',
    'Einladung annehmen',
    'Legt das Konto des neuen Mitglieds an; danach meldet es sich wie gewohnt an.',
  ],
  // Issue 37 (decision 071): a request assigned to a member of the company, or taken back (null).
  'PUT /api/v1/buyer/requests/:id/assignee': [
    'assignBuyerRequest',
    'Anfrage zuweisen',
    'Weist die eigene Anfrage einem Teammitglied (Inhaber, Einkauf, Anforderer) zu; `assigneeId: null` hebt die Zuweisung auf. Das Mitglied erhält eine E-Mail.',
  ],
  'PUT /api/v1/seller/my-requests/:id/assignee': [
    'assignOwnSellerRequest',
    'Eigene Anfrage zuweisen',
    'Weist eine eigene Anfrage des Verkäufers einem Teammitglied (Inhaber, Vertrieb) zu; `assigneeId: null` hebt sie auf.',
  ],
  'PUT /api/v1/seller/requests/:id/assignee': [
    'assignIncomingRequest',
    'Eingehende Anfrage zuweisen',
    'Weist eine Anfrage der eigenen Liste einem Teammitglied (Inhaber, Vertrieb) zu. Die Zuweisung sieht nur das eigene Unternehmen.',
  ],

  // Issue 13: the seller's full details for the approval decision.
  'GET /api/v1/admin/sellers/:id': [
    'getAdminSeller',
    'Verkäufer im Detail',
    'Adresse, Handelsregisternummer, Website, USt-IdNr., Steuernummer und Marken für die Freigabe.',
  ],

  // Issue 14: ratings.
  'POST /api/v1/orders/:id/rating': [
    'rateOrder',
    'Verkäufer bewerten',
    'Einmal je gelieferter Bestellung: 1–5 Sterne und ein optionaler Kommentar, nur durch den Besteller.',
  ],
  'PATCH /api/v1/orders/:id/rating': [
    'updateOrderRating',
    'Bewertung ändern',
    'Sterne und Kommentar sind 14 Tage nach der Bewertung änderbar.',
  ],
  'PATCH /api/v1/admin/ratings/:id': ['moderateRating', 'Bewertungskommentar aus- oder einblenden'],

  // Issue 31: Web Push (decision 056).
  'GET /api/v1/push/config': [
    'getPushConfig',
    'Öffentlicher VAPID-Schlüssel',
    'Der `applicationServerKey` für `pushManager.subscribe` im Browser.',
  ],
  'GET /api/v1/push/subscriptions': ['listPushDevices', 'Eigene Geräte mit Push-Benachrichtigungen'],
  'POST /api/v1/push/subscriptions': [
    'subscribePush',
    'Dieses Gerät für Push-Benachrichtigungen anmelden',
    'Der Inhalt von `PushSubscription.toJSON()`; die Push-Adresse muss https sein.',
  ],
  'POST /api/v1/push/unsubscribe': ['unsubscribePush', 'Dieses Gerät abmelden (nach Push-Adresse)'],
  'DELETE /api/v1/push/subscriptions/:id': ['removePushDevice', 'Gerät entfernen'],
  'GET /api/v1/push/settings': ['getPushSettings', 'Gewünschte Push-Benachrichtigungen'],
  'PUT /api/v1/push/settings': ['savePushSettings', 'Gewünschte Push-Benachrichtigungen speichern'],
  // Issue 32 (decision 052): the account's data export and erasure; an admin's for a user.
  'GET /api/v1/account/privacy': [
    'getPrivacyStatus',
    'Datenexport und Löschung: Stand',
    'Der letzte Datenexport (solange herunterladbar) und eine beantragte Löschung.',
  ],
  'POST /api/v1/account/privacy/export': [
    'requestDataExport',
    'Datenexport anfordern (Art. 15/20 DSGVO)',
    'Ein Auftrag erstellt eine ZIP-Datei mit allen Daten des Kontos; eine E-Mail meldet, wenn sie bereitsteht. 409, solange ein Export erstellt wird.',
  ],
  'GET /api/v1/account/privacy/exports/:id/file': [
    'downloadDataExport',
    'Datenexport herunterladen',
    'Die ZIP-Datei, nur für die Sitzung ihres Kontos und bis zu ihrem Ablauf.',
  ],
  'POST /api/v1/account/privacy/erasure': [
    'requestErasure',
    'Löschung des Kontos beantragen (Art. 17 DSGVO)',
    'Mit dem Passwort bestätigt; das Konto wird nach der Frist anonymisiert, bis dahin widerrufbar. Bestellungen und ihre Dokumente bleiben aufbewahrt.',
  ],
  'DELETE /api/v1/account/privacy/erasure': ['cancelErasure', 'Beantragte Löschung widerrufen'],
  'POST /api/v1/admin/users/:id/privacy/export': [
    'adminRequestDataExport',
    'Datenexport für einen Nutzer anfordern',
    'Protokolliert; der Nutzer erhält die E-Mail und lädt den Export in seinem Konto herunter.',
  ],
  'POST /api/v1/admin/users/:id/privacy/erasure': [
    'adminEraseUser',
    'Nutzer sofort löschen (anonymisieren)',
    'Protokolliert; anonymisiert das Konto sofort. Bestellungen, ihre Dokumente und die darauf nötigen Angaben bleiben für die Aufbewahrungsfristen.',
  ],
  // Issue 32: billing of the seller fee.
  'GET /api/v1/seller/billing': [
    'getSellerBilling',
    'Eigene Abrechnung',
    'Tarif, Ende der Testphase, nächste Rechnung, Kündigung und Rechnungen des Verkäufers.',
  ],
  'POST /api/v1/seller/billing/notice': [
    'giveSellerNotice',
    'Mitgliedschaft kündigen',
    'Der Vertrag endet zum Termin, den 12 Monate Laufzeit und 3 Monate Kündigungsfrist ergeben; `confirm: true` bestätigt ihn.',
  ],
  'GET /api/v1/billing/invoices/:id/:format': [
    'downloadInvoice',
    'Rechnung als Datei',
    '`pdf` (§ 14 UStG), `xml` (XRechnung 3, UBL) oder `zugferd` (Factur-X/ZUGFeRD EN 16931); nur für den eigenen Verkäufer und Admins.',
  ],
  'GET /api/v1/admin/invoices': [
    'listInvoices',
    'Alle Rechnungen (Admin)',
    'Neueste zuerst, höchstens 500, optional nach Status.',
  ],
  'POST /api/v1/admin/invoices/:id/credit-note': [
    'creditInvoice',
    'Rechnung stornieren (Gutschrift)',
    'Eine Rechnungskorrektur mit der nächsten HP-G-Nummer des Jahres, gleichen Beträgen und dem Verweis auf die Rechnung; die Rechnung gilt als storniert. 409 für eine bereits stornierte Rechnung oder eine Gutschrift.',
  ],
  'POST /api/v1/admin/invoices/:id/paid': ['markInvoicePaid', 'Rechnung als bezahlt markieren (Admin)'],
  'POST /api/v1/admin/invoices/camt': [
    'importCamtStatement',
    'Kontoauszug (CAMT.053) einlesen (Admin)',
    'Gutschriften mit genau einer Rechnungsnummer im Verwendungszweck und passendem Bruttobetrag markieren die Rechnung als bezahlt; jede Zeile kommt mit ihrem Ergebnis zurück.',
  ],

  // Issue 15: webhooks and live screens.
  'GET /api/v1/webhooks': ['listWebhooks', 'Eigene Webhooks'],
  'POST /api/v1/webhooks': [
    'createWebhook',
    'Webhook anlegen',
    'HTTPS-Adresse und Ereignisse; das Signatur-Geheimnis wird einmal angezeigt.',
  ],
  'PATCH /api/v1/webhooks/:id': ['updateWebhook', 'Webhook ändern (Ereignisse, aktiv)'],
  'DELETE /api/v1/webhooks/:id': ['deleteWebhook', 'Webhook löschen'],
  'GET /api/v1/webhooks/:id/deliveries': ['listWebhookDeliveries', 'Zustellprotokoll eines Webhooks'],
  'POST /api/v1/webhooks/:id/test': ['sendWebhookTestEvent', 'Testereignis senden'],
  'POST /api/v1/webhooks/:id/rotate-secret': [
    'rotateWebhookSecret',
    'Signatur-Geheimnis erneuern',
    'Erzeugt ein neues Geheimnis (nur in dieser Antwort). Das bisherige signiert `overlapHours` Stunden lang (Standard 24, 0–168) weiter mit: `webhook-signature` trägt dann zwei Signaturen `v1,<neu> v1,<alt>`.',
  ],
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver': [
    'redeliverWebhookDelivery',
    'Zustellung erneut senden',
    'Sendet eine abgeschlossene Zustellung des Protokolls noch einmal: gleiche `webhook-id`, gleicher Inhalt, neu signiert, ein Versuch. Eine laufende Zustellung: 409.',
  ],
  'GET /api/v1/live/events': [
    'streamLiveEvents',
    'Live-Ereignisse (Server-Sent Events)',
    'Neue Angebote, neue passende Anfragen und Bestelländerungen des angemeldeten Benutzers.',
  ],
};
