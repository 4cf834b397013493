import { describe, expect, it } from 'vitest';
import {
  countryName,
  deliveryTimeText,
  orderStatusText,
  paymentTermText,
  storedCountryName,
  storedText,
} from './reference.ts';

describe('reference data in the reader’s language', () => {
  it('translates a stored payment term, keeps German and unknown values as stored', () => {
    expect(paymentTermText({ name: 'Vorkasse', description: 'Zahlung vor Versand der Ware' }, 'fr')).toEqual({
      name: 'Paiement anticipé',
      description: "Paiement avant l'expédition de la marchandise",
    });
    expect(storedText('  kauf auf rechnung (30 tage) ', 'it')).toBe('Acquisto su fattura (30 giorni)');
    expect(storedText('Vorkasse', 'de')).toBe('Vorkasse');
    expect(storedText('Sonderkondition Müller', 'es')).toBe('Sonderkondition Müller');
    expect(storedText(null, 'en')).toBe('');
  });

  it('delivery times get the unit of the language; free text stays', () => {
    expect(deliveryTimeText('1', 'de')).toBe('1 Woche');
    expect(deliveryTimeText('2', 'de')).toBe('2 Wochen');
    expect(deliveryTimeText('2 - 3', 'fr')).toBe('2–3 semaines');
    expect(deliveryTimeText('1', 'it')).toBe('1 settimana');
    expect(deliveryTimeText('ab Lager', 'es')).toBe('ab Lager');
  });

  it('order statuses in every spelling', () => {
    expect(orderStatusText('pending_seller_confirmation', 'en')).toBe('Submitted');
    expect(orderStatusText('versendet', 'es')).toBe('Enviado');
    expect(orderStatusText('storniert', 'de')).toBe('Storniert');
  });

  it('countries by code or by their stored German name', () => {
    expect(countryName('DE', 'Deutschland', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'Deutschland', 'de')).toBe('Deutschland');
    expect(storedCountryName('Deutschland', 'it')).toBe('Germania');
    expect(storedCountryName('Österreich', 'es')).toBe('Austria');
    expect(storedCountryName('Vereinigtes Königreich', 'en')).toBe('United Kingdom');
    expect(storedCountryName('Atlantis', 'en')).toBe('Atlantis');
  });
});
