import { useState, type FormEvent } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  answerQuestionInputSchema,
  askQuestionInputSchema,
  type QuestionView,
} from '#shared/questions/schema.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { useQuestions, useSendQuestionText } from '#web/features/requests/api/questions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

/**
 * 'Fragen & Antworten' of a request (issue 30, decision 054). `path`: the reader's list
 * (/seller/requests/:id/questions, /buyer/requests/:id/questions); `mode`: a seller asks, the
 * owner answers. Askers appear only as 'Verkäufer A', 'Verkäufer B' …; the own ones as 'Ihre Frage'.
 */
export function RequestQuestions({ path, mode }: { path: string; mode: 'seller' | 'owner' }) {
  const { t } = useTranslation();
  const list = useQuestions(path);
  const items = list.data?.items ?? [];
  const open = list.data?.open ?? false;
  return (
    <section aria-labelledby={`${path}-title`} className="grid gap-3" data-testid="request-questions">
      <div>
        <h3 id={`${path}-title`} className="flex items-center gap-2 font-semibold">
          <MessageCircleQuestion className="size-4" aria-hidden="true" />
          {t('questions.title')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t(mode === 'seller' ? 'questions.introSeller' : 'questions.introOwner')}
        </p>
      </div>
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('questions.loadFailed')}
        </p>
      ) : items.length === 0 && !list.isPending ? (
        <p className="text-sm text-muted-foreground">{t('questions.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((q) => (
            <QuestionItem
              key={q.id}
              q={q}
              answerPath={mode === 'owner' && open ? `${path}/${q.id}/answer` : null}
            />
          ))}
        </ol>
      )}
      {list.data && !open ? <p className="text-sm text-muted-foreground">{t('questions.closed')}</p> : null}
      {mode === 'seller' && open ? <AskForm path={path} /> : null}
    </section>
  );
}

function QuestionItem({ q, answerPath }: { q: QuestionView; answerPath: string | null }) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="question">
      <div className="flex flex-wrap items-center gap-2">
        {q.mine ? (
          <Badge variant="secondary">{t('questions.mine')}</Badge>
        ) : (
          <span className="font-medium">{t('questions.asker', { letter: q.asker })}</span>
        )}
        <span className="text-xs text-muted-foreground">{formatDate(q.askedAt)}</span>
      </div>
      <p className="whitespace-pre-line break-words">{q.question}</p>
      {q.answer !== null ? (
        <div className="border-l-2 border-primary pl-3">
          <p className="text-xs font-medium uppercase text-muted-foreground">{t('questions.answer')}</p>
          <p className="whitespace-pre-line break-words">{q.answer}</p>
        </div>
      ) : answerPath ? (
        <AnswerForm path={answerPath} />
      ) : (
        <p className="text-muted-foreground italic">{t('questions.awaiting')}</p>
      )}
    </li>
  );
}

/** One text field sent to `path`; the shared zod schema checks it before the server does. */
function useTextSubmit(
  path: string,
  schema: typeof askQuestionInputSchema | typeof answerQuestionInputSchema,
  done: string,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const send = useSendQuestionText(path);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = schema.safeParse({ text: new FormData(form).get('text') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    // Awaited, not a mutate callback: the refreshed list replaces an answered question's form.
    send.mutateAsync(parsed.data.text).then(
      () => {
        toast.success(done);
        form.reset();
      },
      (err: unknown) => setError(isApiError(err) ? err.message : t('questions.failed')),
    );
  };
  return { error, onSubmit, pending: send.isPending };
}

function AskForm({ path }: { path: string }) {
  const { t } = useTranslation();
  const { error, onSubmit, pending } = useTextSubmit(path, askQuestionInputSchema, t('questions.asked'));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <TextareaField name="text" label={t('questions.askLabel')} error={error} maxLength={1000} rows={3} />
      <p className="text-xs text-muted-foreground">{t('questions.askHint')}</p>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {t('questions.askSubmit')}
      </Button>
    </form>
  );
}

function AnswerForm({ path }: { path: string }) {
  const { t } = useTranslation();
  const { error, onSubmit, pending } = useTextSubmit(
    path,
    answerQuestionInputSchema,
    t('questions.answered'),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <TextareaField name="text" label={t('questions.answerLabel')} error={error} maxLength={2000} rows={2} />
      <Button type="submit" size="sm" className="justify-self-start" disabled={pending}>
        {t('questions.answerSubmit')}
      </Button>
    </form>
  );
}
