export { OffersView } from '#web/features/offers/components/offers-view.tsx';
