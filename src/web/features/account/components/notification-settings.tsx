import { NotificationMailSettings } from './notification-mail-settings.tsx';
import { PushSettings } from './push-settings.tsx';

/** The Benachrichtigungen tab of buyers and sellers (decision 080): which mails, and push on this device. */
export function NotificationSettings({ role }: { role: 'buyer' | 'seller' }) {
  return (
    <div className="grid gap-10">
      <NotificationMailSettings role={role} />
      <PushSettings role={role} />
    </div>
  );
}
