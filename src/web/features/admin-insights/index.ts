/**
 * What the admin dashboard uses of the admin's insights domain (its public file, issue 28): the
 * statistics strip above every tab. Its tabs (charts, liquidity, invoices) are loaded lazily by
 * src/web/app/dashboards.
 */
export { StatsStrip } from './components/stats-strip.tsx';
