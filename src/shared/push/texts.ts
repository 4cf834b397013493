import type { UiLanguage } from '#shared/constants.ts';

/**
 * The push texts in the recipient's language (issue 31). Each says only what the recipient's own
 * screen shows: a seller reads the request's part, never who asked; a buyer reads that an offer
 * came, never from whom (decision 056).
 */
export interface PushTexts {
  requestNew: (p: { partNumber: string; quantity: number; urgent: boolean }) => {
    title: string;
    body: string;
  };
  offerNew: (p: { partNumber: string }) => { title: string; body: string };
  orderNew: (p: { orderNumber: string; partNumber: string }) => { title: string; body: string };
  orderUpdate: (p: { orderNumber: string; partNumber: string; step: 'confirmed' | 'shipped' }) => {
    title: string;
    body: string;
  };
  requestAssigned: (p: { partNumber: string }) => { title: string; body: string };
}

export const PUSH_TEXTS: Record<UiLanguage, PushTexts> = {
  de: {
    requestNew: (p) => ({
      title: p.urgent ? 'Neue dringende Anfrage' : 'Neue Anfrage',
      body: `${p.partNumber} · ${p.quantity} Stück`,
    }),
    offerNew: (p) => ({ title: 'Neues Angebot', body: `Für Ihre Anfrage ${p.partNumber}` }),
    orderNew: (p) => ({ title: `Neue Bestellung ${p.orderNumber}`, body: p.partNumber }),
    orderUpdate: (p) => ({
      title: `Bestellung ${p.orderNumber} ${p.step === 'confirmed' ? 'bestätigt' : 'versendet'}`,
      body: p.partNumber,
    }),
    requestAssigned: (p) => ({
      title: 'Ihnen wurde eine Anfrage zugewiesen',
      body: `Anfrage ${p.partNumber}`,
    }),
  },
  en: {
    requestNew: (p) => ({
      title: p.urgent ? 'New urgent request' : 'New request',
      body: `${p.partNumber} · ${p.quantity} pcs`,
    }),
    offerNew: (p) => ({ title: 'New offer', body: `For your request ${p.partNumber}` }),
    orderNew: (p) => ({ title: `New order ${p.orderNumber}`, body: p.partNumber }),
    orderUpdate: (p) => ({
      title: `Order ${p.orderNumber} ${p.step === 'confirmed' ? 'confirmed' : 'shipped'}`,
      body: p.partNumber,
    }),
    requestAssigned: (p) => ({ title: 'A request was assigned to you', body: `Request ${p.partNumber}` }),
  },
  fr: {
    requestNew: (p) => ({
      title: p.urgent ? 'Nouvelle demande urgente' : 'Nouvelle demande',
      body: `${p.partNumber} · ${p.quantity} pièce(s)`,
    }),
    offerNew: (p) => ({ title: 'Nouvelle offre', body: `Pour votre demande ${p.partNumber}` }),
    orderNew: (p) => ({ title: `Nouvelle commande ${p.orderNumber}`, body: p.partNumber }),
    orderUpdate: (p) => ({
      title: `Commande ${p.orderNumber} ${p.step === 'confirmed' ? 'confirmée' : 'expédiée'}`,
      body: p.partNumber,
    }),
    requestAssigned: (p) => ({ title: 'Une demande vous a été attribuée', body: `Demande ${p.partNumber}` }),
  },
  es: {
    requestNew: (p) => ({
      title: p.urgent ? 'Nueva solicitud urgente' : 'Nueva solicitud',
      body: `${p.partNumber} · ${p.quantity} ud.`,
    }),
    offerNew: (p) => ({ title: 'Nueva oferta', body: `Para su solicitud ${p.partNumber}` }),
    orderNew: (p) => ({ title: `Nuevo pedido ${p.orderNumber}`, body: p.partNumber }),
    orderUpdate: (p) => ({
      title: `Pedido ${p.orderNumber} ${p.step === 'confirmed' ? 'confirmado' : 'enviado'}`,
      body: p.partNumber,
    }),
    requestAssigned: (p) => ({ title: 'Se le ha asignado una solicitud', body: `Solicitud ${p.partNumber}` }),
  },
  it: {
    requestNew: (p) => ({
      title: p.urgent ? 'Nuova richiesta urgente' : 'Nuova richiesta',
      body: `${p.partNumber} · ${p.quantity} pz.`,
    }),
    offerNew: (p) => ({ title: 'Nuova offerta', body: `Per la sua richiesta ${p.partNumber}` }),
    orderNew: (p) => ({ title: `Nuovo ordine ${p.orderNumber}`, body: p.partNumber }),
    orderUpdate: (p) => ({
      title: `Ordine ${p.orderNumber} ${p.step === 'confirmed' ? 'confermato' : 'spedito'}`,
      body: p.partNumber,
    }),
    requestAssigned: (p) => ({
      title: 'Le è stata assegnata una richiesta',
      body: `Richiesta ${p.partNumber}`,
    }),
  },
};
