import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PART_NUMBER_REQUIRED } from '#shared/requests/schema.ts';
import { renderUi, answerApi, submitForm, type Answer } from '#web/test/render.tsx';
import { buyerTexts } from '#web/features/buyer/texts.ts';
import { NewRequestForm } from './new-request-form.tsx';

/** The manufacturers answer at once; creating the request answers as the test says. */
function api(create: Answer = { status: 201, body: { id: 'x' } }) {
  return answerApi((path) => (path.startsWith('/brands') ? { status: 200, body: { items: [] } } : create));
}
const renderForm = () =>
  renderUi(<NewRequestForm endpoint="/buyer/requests" listKey={['buyer', 'requests']} listTab="requests" />, {
    texts: buyerTexts,
  });
const posts = (fetchMock: ReturnType<typeof answerApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/buyer/requests') && init?.method === 'POST',
  );

describe('Neue Anfrage (spec 1 §2), the form of both dashboards', () => {
  it("shows the spec's messages for a missing part number and a zero quantity, and sends nothing", async () => {
    const fetchMock = api();
    await renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Menge/));
    await user.type(screen.getByLabelText(/Menge/), '0');
    submitForm('Anfrage senden');
    expect(await screen.findByText(PART_NUMBER_REQUIRED)).toBeTruthy();
    expect(screen.getByText('Die Menge muss mindestens 1 sein')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('disables the button while sending and sends the fields as multipart', async () => {
    const fetchMock = api('pending');
    await renderForm();
    await userEvent.setup().type(screen.getByLabelText(/Teilenummer/), 'A10VSO28');
    submitForm('Anfrage senden');
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = posts(fetchMock)[0]![1]!.body as FormData;
    expect(body.get('partNumber')).toBe('A10VSO28');
    expect(body.get('quantity')).toBe('1');
  });
});
