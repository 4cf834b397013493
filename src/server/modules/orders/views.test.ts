import { describe, expect, it } from 'vitest';
import { toBuyerContactView, toSellerContactView } from './views.ts';

describe('contact data released by an order (spec 1 §1)', () => {
  it("gives the seller the buyer's company, person, e-mail, phone and billing address", () => {
    const billingAddress = {
      street: 'Hauptstraße 1',
      city: 'Stuttgart',
      zip: '70173',
      country: 'Deutschland',
    };
    expect(
      toBuyerContactView(
        {
          company: 'Muster GmbH',
          firstName: 'Erika',
          lastName: 'Muster',
          phone: '+49 711 1',
          billingAddress,
        },
        'erika@example.test',
      ),
    ).toEqual({
      company: 'Muster GmbH',
      contactPerson: 'Erika Muster',
      email: 'erika@example.test',
      phone: '+49 711 1',
      address: billingAddress,
    });
  });

  it("gives the buyer the seller's data, without an address when the seller has none", () => {
    const seller = {
      companyName: 'Händler KG',
      contactPerson: 'Max Händler',
      phone: '+49 89 1',
      billingStreet: null,
      billingCity: 'München',
      billingZip: '80331',
      billingCountry: null,
    };
    expect(toSellerContactView(seller, 'max@example.test')).toEqual({
      company: 'Händler KG',
      contactPerson: 'Max Händler',
      email: 'max@example.test',
      phone: '+49 89 1',
      address: null,
    });
    expect(toSellerContactView({ ...seller, billingStreet: 'Weg 1' }, 'max@example.test').address).toEqual({
      street: 'Weg 1',
      city: 'München',
      zip: '80331',
      country: 'Deutschland',
    });
  });
});
