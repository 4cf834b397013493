import type { FollowUp } from './modules/jobs/follow-ups.ts';
import { orderPlaced } from './modules/orders/follow-ups.ts';
import { requestCreated } from './modules/requests/follow-ups.ts';
import { offerCreated } from './modules/seller-market/follow-ups.ts';

/** Every change whose mails, webhooks and live events are a follow-up job (decision 032). */
export const FOLLOW_UPS: readonly FollowUp[] = [requestCreated, offerCreated, orderPlaced];
