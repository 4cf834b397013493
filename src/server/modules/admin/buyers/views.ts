import type { AdminBuyerView } from '#shared/admin/buyers.ts';
import type { AdminBuyerRow } from './repository.ts';

export function toAdminBuyerView(row: AdminBuyerRow): AdminBuyerView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
    isActive: row.isActive,
    registeredAt: row.registeredAt.toISOString(),
  };
}
