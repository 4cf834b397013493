/** Reference data every installation starts with; admins may deactivate or edit it later. */

export interface CountrySeed {
  code: string;
  name: string;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'CH', name: 'Schweiz' },
  { code: 'NL', name: 'Niederlande' },
  { code: 'BE', name: 'Belgien' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'FR', name: 'Frankreich' },
  { code: 'IT', name: 'Italien' },
  { code: 'PL', name: 'Polen' },
  { code: 'CZ', name: 'Tschechien' },
  { code: 'DK', name: 'Dänemark' },
  { code: 'GB', name: 'Vereinigtes Königreich' },
  { code: 'ES', name: 'Spanien' },
  { code: 'SE', name: 'Schweden' },
  { code: 'PT', name: 'Portugal' },
  { code: 'IE', name: 'Irland' },
  { code: 'FI', name: 'Finnland' },
  { code: 'NO', name: 'Norwegen' },
  { code: 'HU', name: 'Ungarn' },
  { code: 'SK', name: 'Slowakei' },
  { code: 'SI', name: 'Slowenien' },
  { code: 'HR', name: 'Kroatien' },
  { code: 'RO', name: 'Rumänien' },
  { code: 'GR', name: 'Griechenland' },
];

export interface BrandSeed {
  name: string;
  description: string;
}

/** Unique by lower(name); one entry per manufacturer (no "Rexroth" next to "Bosch Rexroth"). */
export const BRANDS: readonly BrandSeed[] = [
  {
    name: 'Bosch Rexroth',
    description:
      'Axialkolbenpumpen, Wege- und Proportionalventile, Zylinder und Aggregate für Industrie- und Mobilhydraulik.',
  },
  {
    name: 'Parker Hannifin',
    description: 'Kolben- und Zahnradpumpen, Ventile, Filter, Schläuche und Verschraubungen.',
  },
  {
    name: 'Danfoss',
    description:
      'Mobilhydraulik (Danfoss Power Solutions, ehemals Sauer-Danfoss): Kolbenpumpen, Orbitalmotoren und Lenkeinheiten.',
  },
  {
    name: 'Eaton Vickers',
    description: 'Vickers-Industriehydraulik: Flügelzellen- und Kolbenpumpen, Wegeventile und Motoren.',
  },
  { name: 'HYDAC', description: 'Filter, Hydrospeicher, Kühler, Sensorik und Kompakthydraulik.' },
  {
    name: 'Kawasaki',
    description:
      'Kawasaki Precision Machinery: Axialkolbenpumpen, Motoren und Steuerventile für Baumaschinen.',
  },
  {
    name: 'Bucher Hydraulics',
    description: 'Zahnradpumpen, Einschraubventile, Steuerblöcke und Hydraulikaggregate.',
  },
  { name: 'Linde Hydraulics', description: 'Hochdruck-Axialkolbenpumpen und -motoren für Mobilmaschinen.' },
  {
    name: 'HAWE Hydraulik',
    description: 'Radialkolbenpumpen, Sitzventile, Kompaktaggregate und Ventilsteuerungen.',
  },
  { name: 'Argo-Hytos', description: 'Filtration, Sensorik, Wege- und Proportionalventile.' },
  {
    name: 'Sun Hydraulics',
    description: 'Einschraubventile (Cartridges) und Steuerblöcke aus dem Hause Helios Technologies.',
  },
  { name: 'Casappa', description: 'Zahnrad- und Axialkolbenpumpen sowie Filter aus Italien.' },
  {
    name: 'Atos',
    description: 'Proportional- und Servoventile, Hydraulikzylinder und Elektronik aus Italien.',
  },
  {
    name: 'Denison',
    description: 'Flügelzellenpumpen und -motoren sowie Axialkolbenpumpen für Industriehydraulik.',
  },
  {
    name: 'Yuken',
    description: 'Flügelzellen- und Kolbenpumpen sowie Ventile für Industriehydraulik aus Japan.',
  },
  {
    name: 'Moog',
    description: 'Servo- und Proportionalventile, Radialkolbenpumpen und elektrohydraulische Achsen.',
  },
  { name: 'Poclain Hydraulics', description: 'Radialkolbenmotoren, Fahrantriebe und Kolbenpumpen.' },
  { name: 'Walvoil', description: 'Wegeventile, Steuerblöcke und Joysticks für Mobilhydraulik.' },
  { name: 'Komatsu', description: 'Hydraulikpumpen, -motoren und -zylinder für Bau- und Bergbaumaschinen.' },
  {
    name: 'Liebherr',
    description: 'Axialkolbenpumpen, -motoren und Hydraulikzylinder aus eigener Komponentenfertigung.',
  },
  { name: 'Nachi', description: 'Nachi-Fujikoshi: Flügelzellen- und Kolbenpumpen, Ventile und Motoren.' },
  {
    name: 'Daikin',
    description: 'Daikin Hydraulics: Kolbenpumpen, Ventile und energiesparende Hybridaggregate.',
  },
  { name: 'Marzocchi Pompe', description: 'Zahnradpumpen und -motoren für Industrie- und Mobilhydraulik.' },
  {
    name: 'Brevini',
    description: 'Brevini Fluid Power: Axialkolbenpumpen, Hydromotoren und Planetengetriebe.',
  },
  {
    name: 'Bondioli & Pavesi',
    description: 'Zahnradpumpen, Wegeventile und Hydraulikkomponenten für Landtechnik.',
  },
  { name: 'Duplomatic', description: 'Wege-, Druck- und Proportionalventile sowie Pumpen aus Italien.' },
  { name: 'Oilgear', description: 'Axialkolbenpumpen für Pressen, Prüfstände und Schwerindustrie.' },
  {
    name: 'Hägglunds',
    description: 'Hydraulische Radialkolbenmotoren mit hohem Drehmoment für Direktantriebe.',
  },
  { name: 'Voith', description: 'Innenzahnradpumpen und Servopumpen-Antriebe für Industriehydraulik.' },
  { name: 'Continental Hydraulics', description: 'Flügelzellenpumpen, Ventile und Aggregate aus den USA.' },
  {
    name: 'Hydro Leduc',
    description: 'Axialkolbenpumpen und -motoren für Nutzfahrzeuge und Mobilhydraulik.',
  },
  { name: 'Eckerle', description: 'Innenzahnradpumpen für Industrie- und Mobilhydraulik.' },
  { name: 'Enerpac', description: 'Hochdruck-Hydraulikzylinder, Pumpen und Werkzeuge bis 700 bar.' },
  { name: 'Stauff', description: 'Rohrschellen, Verschraubungen, Filter und Zubehör für Hydrauliksysteme.' },
  {
    name: 'MP Filtri',
    description: 'Saug-, Druck- und Rücklauffilter sowie Zustandsüberwachung von Hydraulikflüssigkeiten.',
  },
  {
    name: 'Wandfluh',
    description: 'Schieber- und Sitzventile, Proportionalventile und Steuerelektronik aus der Schweiz.',
  },
  {
    name: 'Bieri Hydraulik',
    description: 'Radialkolbenpumpen, Kompaktaggregate und Hochdruckventile aus der Schweiz.',
  },
  { name: 'Kracht', description: 'Zahnradpumpen, Durchflussmesstechnik und Wegeventile.' },
  {
    name: 'Weber-Hydraulik',
    description: 'Hydraulikzylinder, Ventile und Kompaktaggregate für Mobilmaschinen.',
  },
];

export interface PaymentTermSeed {
  name: string;
  description: string | null;
  /** The net term; a Skonto term's discount period is `skontoDays` (decision 072). */
  days: number;
  skontoPercent?: number;
  skontoDays?: number;
}

export const PAYMENT_TERM_PREPAYMENT = 'Vorkasse';
export const PAYMENT_TERM_INVOICE_30 = 'Kauf auf Rechnung (30 Tage)';
export const PAYMENT_TERM_DISCOUNT_14 = '14 Tage 2 % Skonto';
export const PAYMENT_TERM_NET_60 = '60 Tage netto';

export const PAYMENT_TERMS: readonly PaymentTermSeed[] = [
  { name: PAYMENT_TERM_PREPAYMENT, description: 'Zahlung vor Versand der Ware', days: 0 },
  {
    name: PAYMENT_TERM_INVOICE_30,
    description: 'Zahlung innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug',
    days: 30,
  },
  {
    name: PAYMENT_TERM_DISCOUNT_14,
    description: '2 % Skonto bei Zahlung innerhalb von 14 Tagen, sonst 30 Tage netto',
    days: 30,
    skontoPercent: 2,
    skontoDays: 14,
  },
  {
    name: PAYMENT_TERM_NET_60,
    description: 'Zahlung innerhalb von 60 Tagen ab Rechnungsdatum ohne Abzug',
    days: 60,
  },
];
