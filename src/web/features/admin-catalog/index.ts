/**
 * What other admin domains use of the admin's catalog (its public file, issue 28): every
 * manufacturer, active or not (the liquidity figures filter by one). Its tabs are loaded lazily
 * by src/web/app/dashboards.
 */
export { useAdminBrands } from './api/catalog.ts';
