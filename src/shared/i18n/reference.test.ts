import { describe, expect, it } from 'vitest';
import {
  countryName,
  conditionText,
  deliveryText,
  warrantyText,
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

  it('delivery times, conditions and warranties in the reader’s language (decision 043)', () => {
    expect(deliveryText({ unit: 'weeks', days: 7 }, 'de')).toBe('1 Woche');
    expect(deliveryText({ unit: 'weeks', days: 14 }, 'de')).toBe('2 Wochen');
    expect(deliveryText({ unit: 'days', days: 3 }, 'de')).toBe('3 Tage');
    expect(deliveryText({ unit: 'days', days: 1 }, 'fr')).toBe('1 jour');
    expect(deliveryText({ unit: 'stock', days: 0 }, 'de')).toBe('ab Lager');
    expect(deliveryText({ unit: 'stock', days: 0 }, 'fr')).toBe('en stock');
    expect(deliveryText(null, 'de')).toBe('siehe Anmerkungen');
    expect(conditionText('austausch', 'de')).toBe('Austauschteil gegen Altteil');
    expect(conditionText(null, 'de')).toBe('');
    expect(warrantyText(12, 'de')).toBe('12 Monate');
    expect(warrantyText(1, 'it')).toBe('1 mese');
    expect(warrantyText(0, 'de')).toBe('keine');
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
