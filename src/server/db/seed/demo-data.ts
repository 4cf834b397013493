import type { ActiveStatus, ApprovalStatus, PaymentStatus, Role, Urgency } from '#shared/constants.ts';
import type { Delivery } from '#shared/offers/delivery.ts';
import type { Address } from '#shared/common/address.ts';
import {
  PAYMENT_TERM_DISCOUNT_14,
  PAYMENT_TERM_INVOICE_30,
  PAYMENT_TERM_PREPAYMENT,
} from './reference-data.ts';

/** Demo content of the embedded mode (DESIGN.md §3); fictitious companies, .demo addresses. */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN_EMAIL = 'admin@hydroparts.demo';

export type DemoUserKey = 'admin' | 'buyer' | 'seller' | 'seller2' | 'pending';
export type DemoSellerKey = Extract<DemoUserKey, 'seller' | 'seller2' | 'pending'>;

export interface DemoUser {
  key: DemoUserKey;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  note: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    role: 'admin',
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Sabine',
    lastName: 'Keller',
    note: 'Administrator: Freigaben, Stammdaten, Vorlagen und Auswertungen',
  },
  {
    key: 'buyer',
    role: 'buyer',
    email: 'kaeufer@hydroparts.demo',
    firstName: 'Markus',
    lastName: 'Schmidt',
    note: 'Käufer (Maschinenbau Schmidt GmbH) mit Anfragen, Angeboten und einer Bestellung',
  },
  {
    key: 'seller',
    role: 'seller',
    email: 'verkaeufer@hydroparts.demo',
    firstName: 'Thomas',
    lastName: 'Müller',
    note: 'Verkäufer (Hydraulik Müller GmbH), freigegeben, kostenlose Testphase',
  },
  {
    key: 'seller2',
    role: 'seller',
    email: 'verkaeufer2@hydroparts.demo',
    firstName: 'Julia',
    lastName: 'Weber',
    note: 'Verkäufer (Fluidtechnik Weber KG), freigegeben, Mitgliedschaft bezahlt',
  },
  {
    key: 'pending',
    role: 'seller',
    email: 'ausstehend@hydroparts.demo',
    firstName: 'Lars',
    lastName: 'Jensen',
    note: 'Verkäufer (Hydrotec Nord GmbH) in Prüfung: Anmeldung bis zur Freigabe gesperrt',
  },
];

export const DEMO_BUYER_BILLING: Address = {
  street: 'Industriestraße 12',
  city: 'Stuttgart',
  zip: '70565',
  country: 'Deutschland',
};

export const DEMO_BUYER_SHIPPING: Address = {
  street: 'Schockenriedstraße 8, Werk 2, Tor 3',
  city: 'Stuttgart',
  zip: '70565',
  country: 'Deutschland',
};

export const DEMO_BUYER_PROFILE = {
  company: 'Maschinenbau Schmidt GmbH',
  phone: '+49 711 9876543',
  position: 'Leiter Instandhaltung',
  department: 'Instandhaltung',
  taxNumber: '99015/12345',
  vatNumber: 'DE123456789',
  description: 'Sondermaschinenbau und Instandhaltung hydraulischer Pressen und Umformanlagen.',
};

export interface DemoSeller {
  key: DemoSellerKey;
  companyName: string;
  phone: string;
  website: string;
  specialization: string;
  employeeCount: string;
  description: string;
  vatNumber: string;
  taxNumber: string;
  businessLicense: string;
  address: Address;
  approvalStatus: ApprovalStatus;
  paymentStatus: PaymentStatus;
  activeStatus: ActiveStatus;
  isVerified: boolean;
  brands: readonly string[];
  paymentTerms: readonly string[];
}

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    key: 'seller',
    companyName: 'Hydraulik Müller GmbH',
    phone: '+49 40 7654321',
    website: 'https://hydraulik-mueller.demo',
    specialization: 'Pumpen, Ventile und Filter für Industriehydraulik',
    employeeCount: '11-50',
    description: 'Fachhandel für Hydraulikkomponenten mit eigenem Lager und Reparaturwerkstatt.',
    vatNumber: 'DE234567891',
    taxNumber: '27/123/45678',
    businessLicense: 'HRB 123456, Amtsgericht Hamburg',
    address: { street: 'Billstraße 120', city: 'Hamburg', zip: '20539', country: 'Deutschland' },
    approvalStatus: 'approved',
    paymentStatus: 'freetrial',
    activeStatus: 'active',
    isVerified: true,
    brands: ['Bosch Rexroth', 'Parker Hannifin', 'HYDAC', 'Danfoss'],
    paymentTerms: [PAYMENT_TERM_INVOICE_30, PAYMENT_TERM_DISCOUNT_14],
  },
  {
    key: 'seller2',
    companyName: 'Fluidtechnik Weber KG',
    phone: '+49 231 5558899',
    website: 'https://fluidtechnik-weber.demo',
    specialization: 'Mobilhydraulik und Axialkolbeneinheiten',
    employeeCount: '51-100',
    description: 'Instandsetzung und Vertrieb von Pumpen und Motoren für Bau- und Landmaschinen.',
    vatNumber: 'DE345678912',
    taxNumber: '314/5720/1234',
    businessLicense: 'HRA 45678, Amtsgericht Dortmund',
    address: { street: 'Hafenstraße 45', city: 'Dortmund', zip: '44147', country: 'Deutschland' },
    approvalStatus: 'approved',
    paymentStatus: 'paid',
    activeStatus: 'active',
    isVerified: false,
    brands: ['Bosch Rexroth', 'Eaton Vickers', 'Kawasaki', 'Linde Hydraulics', 'HAWE Hydraulik'],
    paymentTerms: [PAYMENT_TERM_PREPAYMENT, PAYMENT_TERM_INVOICE_30],
  },
  {
    key: 'pending',
    companyName: 'Hydrotec Nord GmbH',
    phone: '+49 431 2233445',
    website: 'https://hydrotec-nord.demo',
    specialization: 'Hydraulikzylinder und Dichtungen',
    employeeCount: '1-10',
    description: 'Zylinderreparatur und Dichtungsservice für Industrie und Schiffbau.',
    vatNumber: 'DE456789123',
    taxNumber: '19/293/01234',
    businessLicense: 'HRB 9876, Amtsgericht Kiel',
    address: { street: 'Werftstraße 7', city: 'Kiel', zip: '24148', country: 'Deutschland' },
    approvalStatus: 'pending',
    paymentStatus: 'freetrial',
    activeStatus: 'inactive',
    isVerified: false,
    brands: ['Argo-Hytos'],
    paymentTerms: [PAYMENT_TERM_PREPAYMENT],
  },
];

export type DemoRequestKey = 'pump' | 'vanePump' | 'filter' | 'valve';

export interface DemoRequest {
  key: DemoRequestKey;
  manufacturer: string | null;
  partNumber: string;
  quantity: number;
  description: string;
  urgency: Urgency;
  createdDaysAgo: number;
  maxBudget: string | null;
  additionalNotes: string | null;
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    key: 'pump',
    manufacturer: 'Bosch Rexroth',
    partNumber: 'A10VSO28DFR1/31R-PPA12N00',
    quantity: 1,
    description:
      'Axialkolben-Verstellpumpe mit Druck-Förderstromregler für das Hydraulikaggregat unserer Presse 3.',
    urgency: 'hoch',
    createdDaysAgo: 2,
    maxBudget: '1500.00',
    additionalNotes: 'Bitte nur Originalteile anbieten.',
  },
  {
    key: 'vanePump',
    manufacturer: 'Parker Hannifin',
    partNumber: 'PV046R1K1T1NMMC',
    quantity: 2,
    description: 'Axialkolbenpumpe PV046, rechtsdrehend, Ersatz für zwei baugleiche Aggregate.',
    urgency: 'normal',
    createdDaysAgo: 6,
    maxBudget: null,
    additionalNotes: null,
  },
  {
    key: 'filter',
    manufacturer: 'HYDAC',
    partNumber: '0160 D 010 BN4HC',
    quantity: 10,
    description: 'Druckfilterelemente 10 µm für die Wartung der Umformanlagen.',
    urgency: 'niedrig',
    createdDaysAgo: 45,
    maxBudget: '450.00',
    additionalNotes: null,
  },
  {
    key: 'valve',
    manufacturer: null,
    partNumber: 'DG4V-3-2A-M-U-H7-60',
    quantity: 1,
    description:
      '4/3-Wegeventil NG6, 24 V DC. Typenschild nur teilweise lesbar, Hersteller nicht sicher bekannt.',
    urgency: 'dringend',
    createdDaysAgo: 1,
    maxBudget: null,
    additionalNotes: 'Anlagenstillstand – schnelle Lieferung wichtiger als der Preis.',
  },
];

export interface DemoOffer {
  request: DemoRequestKey;
  seller: DemoSellerKey;
  /** Total for the whole quantity. */
  price: string;
  shippingCost: string;
  /** Weeks as the seeds always had them; the valve is in stock (its description says so). */
  delivery: Delivery;
  createdDaysAgo: number;
  /** Negative: already expired. */
  validForDays: number;
  description: string;
  notes: string | null;
  paymentTerm: string;
}

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    request: 'pump',
    seller: 'seller',
    price: '1249.00',
    shippingCost: '35.00',
    delivery: { unit: 'weeks', days: 14 },
    createdDaysAgo: 1,
    validForDays: 30,
    description: 'Originalteil Bosch Rexroth, werksneu in Originalverpackung.',
    notes: 'Versand ab Lager innerhalb von 2 Wochen.',
    paymentTerm: PAYMENT_TERM_INVOICE_30,
  },
  {
    request: 'pump',
    seller: 'seller2',
    price: '1189.00',
    shippingCost: '49.00',
    delivery: { unit: 'weeks', days: 28 },
    createdDaysAgo: 1,
    validForDays: 30,
    description: 'Originalteil Bosch Rexroth, neu, mit Werksprüfprotokoll.',
    notes: null,
    paymentTerm: PAYMENT_TERM_INVOICE_30,
  },
  {
    request: 'vanePump',
    seller: 'seller',
    price: '3180.00',
    shippingCost: '45.00',
    delivery: { unit: 'weeks', days: 28 },
    createdDaysAgo: 5,
    validForDays: 30,
    description: 'Zwei Pumpen Parker PV046, neu, Originalverpackung.',
    notes: 'Lieferung beider Pumpen in einer Sendung.',
    paymentTerm: PAYMENT_TERM_INVOICE_30,
  },
  {
    request: 'filter',
    seller: 'seller',
    price: '389.00',
    shippingCost: '12.90',
    delivery: { unit: 'weeks', days: 7 },
    createdDaysAgo: 40,
    validForDays: -10,
    description: 'Original HYDAC Filterelemente, 10 Stück.',
    notes: null,
    paymentTerm: PAYMENT_TERM_INVOICE_30,
  },
  {
    request: 'valve',
    seller: 'seller2',
    price: '486.00',
    shippingCost: '19.50',
    delivery: { unit: 'stock', days: 0 },
    createdDaysAgo: 0,
    validForDays: 30,
    description: 'Vickers DG4V-3-2A-M-U-H7-60, neu, ab Lager verfügbar.',
    notes: 'Expressversand gegen Aufpreis möglich.',
    paymentTerm: PAYMENT_TERM_INVOICE_30,
  },
];

/** The one demo order: the buyer accepted this offer. */
export const DEMO_ORDER = {
  request: 'vanePump' as DemoRequestKey,
  seller: 'seller' as DemoSellerKey,
  paymentTerm: PAYMENT_TERM_INVOICE_30,
  internalReference: 'BANF-4711',
  specialInstructions: 'Anlieferung Mo–Fr 7–15 Uhr an Tor 3.',
  createdDaysAgo: 1,
};
