import { ORDER_NUMBER_PREFIX } from '#shared/constants.ts';

/** Spec 1 §9: 'SS' + last 10 digits of the timestamp + '-' + a random number below 1000. */
export function generateOrderNumber(now: number = Date.now(), random: () => number = Math.random): string {
  const stamp = String(now).slice(-10);
  return `${ORDER_NUMBER_PREFIX}${stamp}-${Math.floor(random() * 1000)}`;
}

export const ORDER_NUMBER_PATTERN = /^SS\d{10}-\d{1,3}$/;
