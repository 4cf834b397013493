import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonEn: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'No confirmation e-mail received?',
  'signup.resend.text': 'Enter your e-mail address and we will send the confirmation link again.',
  'signup.resend.email': 'E-mail address',
  'signup.resend.submit': 'Resend confirmation e-mail',
  'signup.resend.done': 'If an unconfirmed account with this address exists, the e-mail is on its way.',
  'signup.resend.failed': 'The e-mail could not be sent',
  'signup.rateLimited': 'Too many e-mails sent. Please wait a few minutes and try again.',
};
