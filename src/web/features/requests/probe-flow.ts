// Lint probes (issue 28): requests may not use offers; orders uses offers only through index.ts.
export { OffersView } from '#web/features/offers/index.ts';
