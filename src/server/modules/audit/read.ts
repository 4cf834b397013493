/** The audit trail as others read it (the admin area, tests): the module's public read file. */
export { listAuditRows } from './repository.ts';
