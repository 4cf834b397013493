import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { IMAGES_ONLY, PART_NUMBER_REQUIRED } from '#shared/requests/schema.ts';
import { PDF_ONLY, PDF_TOO_LARGE, PDF_UNREADABLE } from '#shared/attachments/schema.ts';
import { ScriptedUpload, scriptUploads } from '#web/test/scripted-upload.ts';
import { renderUi, answerApi, submitForm } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { NewRequestForm } from './new-request-form.tsx';

/** The manufacturers answer at once; the request itself goes up as an upload (ScriptedUpload). */
function api() {
  scriptUploads();
  return answerApi(() => ({ status: 200, body: { items: [] } }));
}
const renderForm = () =>
  renderUi(<NewRequestForm side="buyer" listTab="requests" />, {
    texts: buyerTexts,
  });
async function fillAndSend() {
  await userEvent.setup().type(screen.getByLabelText(/Teilenummer/), 'A10VSO28');
  submitForm('Anfrage senden');
  await waitFor(() => expect(ScriptedUpload.last?.body).toBeTruthy());
  return ScriptedUpload.last!;
}

describe('Neue Anfrage (spec 1 §2), the form of both dashboards', () => {
  it("shows the spec's messages for a missing part number and a zero quantity, and sends nothing", async () => {
    api();
    await renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Menge/));
    await user.type(screen.getByLabelText(/Menge/), '0');
    submitForm('Anfrage senden');
    expect(await screen.findByText(PART_NUMBER_REQUIRED)).toBeTruthy();
    expect(screen.getByText('Die Menge muss mindestens 1 sein')).toBeTruthy();
    expect(ScriptedUpload.last).toBeNull();
  });

  it('disables the button while sending and sends the fields as multipart', async () => {
    api();
    await renderForm();
    const upload = await fillAndSend();
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(upload).toMatchObject({ method: 'POST', url: '/api/v1/buyer/requests', withCredentials: true });
    expect(upload.body!.get('partNumber')).toBe('A10VSO28');
    expect(upload.body!.get('quantity')).toBe('1');
  });

  it('shows how much is sent, and a cancelled upload creates nothing and keeps the entries', async () => {
    api();
    await renderForm();
    const upload = await fillAndSend();
    const panel = await screen.findByTestId('upload-progress');
    expect(panel.textContent).toContain('Anfrage und Fotos werden gesendet');
    expect(panel.textContent).toContain('Wird vorbereitet …');
    act(() => upload.progress(4_200_000, 10_000_000));
    expect(panel.textContent).toContain('42 % · 4,2 von 10,0 MB');
    expect(panel.querySelector('progress')!.getAttribute('value')).toBe('42');
    const info = vi.spyOn(toast, 'info');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hochladen abbrechen' }));
    expect(upload.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull());
    expect(info).toHaveBeenCalledWith('Hochladen abgebrochen – Ihre Angaben bleiben erhalten.');
    expect((screen.getByLabelText(/Teilenummer/) as HTMLInputElement).value).toBe('A10VSO28');
    expect(screen.getByRole('button', { name: 'Anfrage senden' })).toBeTruthy();
  });

  it('offers no cancelling once every byte is sent (the server is creating the request)', async () => {
    api();
    await renderForm();
    const upload = await fillAndSend();
    act(() => upload.progress(10_000_000, 10_000_000));
    const panel = await screen.findByTestId('upload-progress');
    expect(panel.textContent).toContain('Hochgeladen – wird verarbeitet …');
    expect(screen.queryByRole('button', { name: 'Hochladen abbrechen' })).toBeNull();
    act(() => upload.respond(201, { id: 'x' }));
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull());
  });

  it('shows the server’s refusal of a photo as an upload error', async () => {
    api();
    await renderForm();
    const upload = await fillAndSend();
    const error = vi.spyOn(toast, 'error');
    act(() => upload.respond(400, { code: 'VALIDATION', message: IMAGES_ONLY }));
    // Under the picker, and as the spec's 'Upload-Fehler'.
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGES_ONLY);
    expect(error).toHaveBeenCalledWith('Upload-Fehler', { description: IMAGES_ONLY });
  });
});

describe('PDF documents in the request form (decision 067)', () => {
  const pdfFile = (name = 'Zeichnung.pdf') => new File(['%PDF-1.7\n%…'], name, { type: 'application/pdf' });

  it('refuses a file that is not a PDF by its first bytes, keeps the entries, and sends a PDF as "documents"', async () => {
    api();
    await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText(/Teilenummer/), 'A10VSO28');
    const input = screen.getByTestId('document-input');
    await user.upload(input, new File(['GIF89a'], 'bild.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PDF_ONLY);
    expect((screen.getByLabelText(/Teilenummer/) as HTMLInputElement).value).toBe('A10VSO28');

    await user.upload(input, pdfFile());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Zeichnung.pdf')).toBeTruthy();
    submitForm('Anfrage senden');
    await waitFor(() => expect(ScriptedUpload.last?.body).toBeTruthy());
    const sent = ScriptedUpload.last!.body!.getAll('documents') as File[];
    expect(sent.map((f) => f.name)).toEqual(['Zeichnung.pdf']);
  });

  it('refuses a PDF over 10 MB before sending', async () => {
    api();
    await renderForm();
    const big = pdfFile('gross.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(screen.getByTestId('document-input'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(PDF_TOO_LARGE);
    expect(screen.queryByText('gross.pdf')).toBeNull();
  });

  it('names the server’s refusal of a PDF under the document picker; the entries stay', async () => {
    api();
    await renderForm();
    const upload = await fillAndSend();
    act(() => upload.respond(400, { code: 'VALIDATION', message: PDF_UNREADABLE }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(PDF_UNREADABLE);
    expect(screen.getByTestId('document-picker').contains(alert)).toBe(true);
    expect((screen.getByLabelText(/Teilenummer/) as HTMLInputElement).value).toBe('A10VSO28');
  });
});
