import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonEn: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'No confirmation e-mail received?',
  'signup.resend.text': 'Enter your e-mail address and we will send the confirmation link again.',
  'signup.resend.email': 'E-mail address',
  'signup.resend.submit': 'Resend confirmation e-mail',
  'signup.resend.done': 'If an unconfirmed account with this address exists, the e-mail is on its way.',
  'signup.resend.failed': 'The e-mail could not be sent',
  'signup.rateLimited': 'Too many e-mails sent. Please wait a few minutes and try again.',
  'signup.role.label': 'Register as',
  'signup.role.buyer': 'Buyer',
  'signup.role.seller': 'Seller',
  'signup.verification.already':
    'This e-mail address is already confirmed – the link has been used before. You can log in.',
  'signup.verification.expiredTitle': 'Confirmation link expired',
  'signup.verification.expired':
    'The link is valid for 24 hours. Request a new one below. If you have already confirmed your address, simply log in.',
  'signup.verification.invalidTitle': 'Confirmation link invalid',
  'signup.verification.invalid':
    'This link is incomplete or belongs to no account. Open the link in the latest confirmation e-mail or request a new one below.',
};
