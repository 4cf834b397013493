import { ApiKeysSettings } from './api-keys-settings.tsx';
import { WebhookSettings } from './webhook-settings.tsx';

/** The Schnittstellen tab of buyers and sellers (decision 080): API keys and webhooks together. */
export function IntegrationsSettings({ role }: { role: 'buyer' | 'seller' }) {
  return (
    <div className="grid gap-12">
      <ApiKeysSettings role={role} />
      <WebhookSettings />
    </div>
  );
}
