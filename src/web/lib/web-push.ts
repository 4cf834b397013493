import { base64urlBytes, type PushDevice } from '#shared/push/schema.ts';
import { api } from './api-client.ts';

/**
 * This browser's side of Web Push (issue 31): the permission, the push manager's subscription
 * with the server's VAPID key, and telling the server. The service worker (public/sw.js) shows
 * what arrives.
 */

/** Remembers which listed device is this browser (the list never shows endpoints). */
const DEVICE_KEY = 'hydroparts-push-device';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker's registration; none in development builds (no worker there) or before it registered. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  const found = await navigator.serviceWorker.getRegistration('/');
  return found ? navigator.serviceWorker.ready : undefined;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

export function currentDeviceId(): string | null {
  return localStorage.getItem(DEVICE_KEY);
}

export type EnableResult = 'enabled' | 'denied' | 'unsupported';

/** The switch turned on: permission, subscription (renewed if made with another key), the server told. */
export async function enablePush(): Promise<EnableResult> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await api.get<{ publicKey: string }>('/push/config');
  const key = base64urlBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  const sameKey = sub?.options.applicationServerKey
    ? new Uint8Array(sub.options.applicationServerKey).every((b, i) => b === key[i])
    : false;
  if (sub && !sameKey) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const device = await api.post<PushDevice>('/push/subscriptions', sub.toJSON());
  localStorage.setItem(DEVICE_KEY, device.id);
  return 'enabled';
}

/** The switch turned off: the browser forgets the subscription and so does the server. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  localStorage.removeItem(DEVICE_KEY);
  if (!sub) return;
  await api.post('/push/unsubscribe', { endpoint: sub.endpoint });
  await sub.unsubscribe();
}
