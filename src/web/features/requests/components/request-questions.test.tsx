import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionList } from '#shared/questions/schema.ts';
import { CONTACT_DATA_REFUSED } from '#shared/questions/contact-data.ts';
import { answerApi, bodiesSent, renderUi, submitForm } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { RequestQuestions } from './request-questions.tsx';

const ID = '4a7d2f3b-9c5e-4d8f-8b2a-6e3c8d0f1b25';
const LIST: QuestionList = {
  open: true,
  items: [
    {
      id: '0b7d2f3b-9c5e-4d8f-8b2a-6e3c8d0f1b25',
      asker: 'A',
      mine: false,
      question: 'Welche Dichtung, NBR oder FKM?',
      askedAt: '2026-11-20T10:00:00.000Z',
      answer: 'FKM, bitte.',
      answeredAt: '2026-11-20T11:00:00.000Z',
    },
    {
      id: '1b7d2f3b-9c5e-4d8f-8b2a-6e3c8d0f1b25',
      asker: 'B',
      mine: true,
      question: 'Serie 31 oder 32?',
      askedAt: '2026-11-20T12:00:00.000Z',
      answer: null,
      answeredAt: null,
    },
  ],
};

describe("'Fragen & Antworten' (decision 054)", () => {
  it('shows a seller the askers as pseudonyms, the own question as such, and refuses contact data before sending', async () => {
    const path = `/seller/requests/${ID}/questions`;
    const fetchMock = answerApi((p) =>
      p.startsWith(path) ? { status: 200, body: LIST } : { status: 201, body: {} },
    );
    await renderUi(<RequestQuestions path={path} mode="seller" />, { texts: sellerTexts });
    expect(await screen.findByText('Verkäufer A')).toBeTruthy();
    expect(screen.getByText('Ihre Frage')).toBeTruthy();
    expect(screen.getByText('FKM, bitte.')).toBeTruthy();
    expect(screen.getByText('Noch nicht beantwortet')).toBeTruthy();

    await userEvent.setup().type(screen.getByLabelText('Ihre Frage an den Käufer'), 'Mail an a@b.de bitte');
    submitForm('Frage stellen');
    expect(await screen.findByText(CONTACT_DATA_REFUSED)).toBeTruthy();
    expect(bodiesSent(fetchMock, path, 'POST')).toHaveLength(0);
  });

  it('lets the owner answer an open question', async () => {
    const path = `/buyer/requests/${ID}/questions`;
    const fetchMock = answerApi((p) =>
      p === path ? { status: 200, body: LIST } : { status: 200, body: {} },
    );
    await renderUi(<RequestQuestions path={path} mode="owner" />, { texts: buyerTexts });
    await userEvent.setup().type(await screen.findByLabelText('Ihre Antwort'), 'Serie 31.');
    submitForm('Antwort senden');
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `${path}/${LIST.items[1]!.id}/answer`, 'POST')).toEqual([
        { text: 'Serie 31.' },
      ]),
    );
    // No ask form for the owner.
    expect(screen.queryByRole('button', { name: 'Frage stellen' })).toBeNull();
  });
});
