import { SellersTab } from './sellers-tab.tsx';

/** Warteschlange: the pending sellers with approve and reject (spec 2 §2). */
export function QueueTab() {
  return <SellersTab mode="pending" />;
}
