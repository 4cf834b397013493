import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#shared/contact/schema.ts';
import { api } from '#web/lib/api-client.ts';

/** Stores the message and mails the operator (DESIGN.md §7). */
export const sendContactMessage = (input: ContactInput) => api.post<{ ok: true }>('/contact', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
