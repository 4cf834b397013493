/*
 * The table of decision 054: contact data smuggled into a question or an answer (refused) and
 * technical questions that must pass. Shared by the rule's unit test and the API test, which sends
 * every refused string as a question and as an answer. BUYER and SELLER are the parties' names.
 */

export const CASE_BUYER_COMPANY = 'Zebrakauf Hydraulikwerke AG';
export const CASE_SELLER_COMPANY = 'Geheimanbieter Fluidwerk KG';

export const SMUGGLED: readonly string[] = [
  'Schreiben Sie mir an einkauf@zebrakauf.de',
  'Mail bitte an max.mustermann@web.de, dann klären wir das',
  'Kontakt: einkauf at zebrakauf dot de',
  'einkauf (at) firma (dot) de',
  'vertrieb [ät] pumpenhaus [punkt] de',
  'info{at}hydro-shop.com',
  'name at firma dot de',
  'Rufen Sie an: +49 171 1234567',
  'Erreichbar unter 0049 171 1234567',
  'Handy 0171 1234567',
  'Tel. 0711/123456',
  'Bitte melden: 07121-9876543',
  '0 1 7 1 1 2 3 4 5 6 7 gerne anrufen',
  'Nummer 0171.123.45.67 ab 8 Uhr',
  '+49 (0) 711 123 45 67',
  'Schreiben Sie per WhatsApp',
  'Details auf www.zebrakauf.de',
  'Datenblatt unter https://example.com/a10vso.pdf',
  'siehe pumpenhaus.de',
  'Infos auf firma dot de',
  'www punkt hydro-shop punkt com',
  'Wir sind Zebrakauf, Sie kennen uns',
  'Hier schreibt die Z e b r a k a u f Hydraulikwerke',
  'Geheimanbieter Fluidwerk liefert sofort',
  'GEHEIMANBIETER bietet das ab Lager an',
  'Fax: 089 12345678',
];

export const TECHNICAL: readonly string[] = [
  'Welche Dichtungswerkstoffe sind gewünscht, NBR oder FKM?',
  'Ist Serie 31 oder 32 gemeint? Typ A10VSO 45 DFR1/31R-PPA12N00',
  'Geht auch Materialnummer R902400215 als Ersatz?',
  'Passt die Pumpe 0 510 725 057 von Bosch?',
  'Wird die Pumpe bei 350 bar Dauerdruck betrieben?',
  'Benötigen Sie 2 Stück oder 20 Stück?',
  'Ist ein Preis von 1.250,00 € netto akzeptabel?',
  'Liefertermin bis 12.03.2027 möglich?',
  'Reicht eine Lieferung am 2027-03-12?',
  'Abmessungen 250 x 40 x 20 mm korrekt?',
  'Welcher Wellendurchmesser: Ø 25 mm oder 32 mm?',
  'Drehrichtung rechts oder links (von der Welle aus gesehen)?',
  'Ist ein überholtes Austauschteil mit 12 Monaten Gewährleistung in Ordnung?',
  'Fördermenge 45 ccm bei 1500 U/min, Antrieb über Kupplung?',
  'Welche Anschlussgröße: SAE 1 1/4" oder G 3/4?',
  'Ist das Ventil 4WE 6 D6X/EG24N9K4 gemeint?',
  'Brauchen Sie den Regler DFR oder DFLR?',
  'Sind die Fotos vom Typenschild aktuell, z.B. Baujahr 2014?',
  'Should the seals be Viton at 80 °C oil temperature?',
  'Is it rated at 280 bar continuous?',
  'Bitte bestätigen: Menge 3, Lieferung nach PLZ 70173.',
  'Is delivery to Italy ok? Part no. PV046R1K1T1NMMC from Parker',
  'Welche Spannung hat die Magnetspule, 24 V DC oder 230 V AC?',
  'Ist die Anfrage für Hydraulikwerke mit Zebra-Muster? Nein, Zylinder 63/36-500',
];
