/** Business constants of spec 1 §9 and spec 2 §9. One place; everything else imports them. */

export const VAT_RATE_PERCENT = 19;
/** Issue 34, decision 061: 10 for B2B accounts that order on invoice (the spec's 6 is superseded). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PHOTOS_PER_REQUEST = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Word templates (issue 18): unpacked size and number of ZIP entries a template may have. */
export const MAX_TEMPLATE_UNPACKED_BYTES = 20 * 1024 * 1024;
export const MAX_TEMPLATE_ENTRIES = 500;
export const OFFER_VALIDITY_DAYS = 30;
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_COUNTRY = 'Deutschland';
export const DEFAULT_LANGUAGE = 'de';
export const ORDER_NUMBER_PREFIX = 'SS';
export const ACCESS_REDIRECT_DELAY_MS = 2000;
export const ACCESS_CHECK_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 5000;

/** Seller fee: shown the same way everywhere (DESIGN.md §7). */
export const SELLER_FEE_NET_EUR = 49.95;
export const SELLER_CONTRACT_MONTHS = 12;
export const SELLER_TRIAL_DAYS = 14;
export const SELLER_NOTICE_MONTHS = 3;
export const SELLER_TRIAL_REMINDER_DAYS_BEFORE = 3;

export const EMAIL_LOG_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const URGENCIES = ['niedrig', 'normal', 'hoch', 'dringend'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'normal';
/** Spec 1 §9: the two sides weigh urgency differently; both orders are the same. */
export const BUYER_URGENCY_WEIGHT: Record<Urgency, number> = { dringend: 3, hoch: 2, normal: 1, niedrig: 0 };
export const SELLER_URGENCY_WEIGHT: Record<Urgency, number> = { dringend: 4, hoch: 3, normal: 2, niedrig: 1 };

export const REQUEST_STATUSES = ['active', 'closed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** 'zurueckgezogen': the seller withdrew it before an order (issue 30, decision 054). */
export const OFFER_STATUSES = ['ausstehend', 'angenommen', 'abgelehnt', 'zurueckgezogen'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Stored order statuses (spec 1 §4); display labels are derived in orders/rules.ts. */
export const ORDER_STATUSES = [
  'pending_seller_confirmation',
  'uebermittelt',
  'bestaetigt',
  'versendet',
  'geliefert',
  'storniert',
  'offen',
  'pending',
  'shipped',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const NEW_ORDER_STATUS: OrderStatus = 'pending_seller_confirmation';

export const BUYER_TYPES = ['buyer', 'seller'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const PAYMENT_STATUSES = ['freetrial', 'paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-100', '101-500', '500+'] as const;

export const UI_LANGUAGES = ['de', 'en', 'fr', 'es', 'it'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const MESSAGE_LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'] as const;
export const TRANSLATION_CATEGORIES = [
  'general',
  'navigation',
  'dashboard',
  'admin',
  'auth',
  'forms',
  'buttons',
  'messages',
  'errors',
] as const;

export const MESSAGE_TYPES = [
  'seller_approval_email',
  'seller_trial_expiry',
  'order_confirmation',
  'offer_accepted',
  'offer_rejected',
  'payment_reminder',
  'welcome_message',
  'password_reset',
  // Order and request lifecycle (issue 14).
  'order_confirmed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'request_closed',
  'request_expired',
  // Issue 38: someone tried to sign up with an address that has an account.
  'signup_attempt',
  // A complaint with the receipt (issue 34), and the types admins saw as raw keys before.
  'order_complaint',
  'contact_message',
  'email_verification',
  'new_offer_notification',
  'new_request_notification',
  'seller_rejection_email',
  'webhook_failed',
  // Questions answered to all bidders (issue 30, decision 054).
  'question_asked',
  'question_answered',
  // Issue 37 (decision 066): an owner invites a colleague into the company.
  'team_invitation',
  // Issue 37 (decision 071): a colleague assigned a request to the member.
  'request_assigned',
  // Issue 37 (decision 070): an order waits for approval; approved or declined.
  'order_approval_requested',
  'order_approval_approved',
  'order_approval_declined',
  'order_approval_withdrawn',
] as const;
export const RECIPIENT_TYPES = ['buyer', 'seller', 'admin'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const PERIODS = ['today', 'week', 'month', 'quarter'] as const;
export type Period = (typeof PERIODS)[number];

export const COOKIE_CONSENT_KEY = 'hydroparts.cookie-consent';
export const LANGUAGE_STORAGE_KEY = 'hydroparts.language';

/**
 * Issue 38: live event streams one company may hold open on one instance (a tab each); one more
 * is answered 429. Issue 37 (decision 071): counted per company, not per member — a company's
 * members hear the same events, and adding members must not multiply what it ties up.
 */
export const LIVE_STREAMS_PER_COMPANY = 8;

/**
 * Issue 38: an anonymous offer shows its seller's rating only from this many ratings on. With
 * fewer, a buyer who rated a seller once would recognise the seller by that one rating.
 */
export const MIN_RATINGS_SHOWN_ANONYMOUSLY = 3;
