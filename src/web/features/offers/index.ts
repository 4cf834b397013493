/**
 * What other features and the dashboards use of the offers domain (its public file, issue 28):
 * the offers on an own request, the Preisspiegel buttons, the seller's counts.
 */
export { useSellerSummary } from './api/seller-queries.ts';
export { OffersView } from './components/offers-view.tsx';
export { PriceComparisonButtons } from './components/price-comparison-buttons.tsx';
