import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionList, QuestionView } from '#shared/questions/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { requestKeys } from './keys.ts';

/*
 * A request's 'Fragen & Antworten' (issue 30, decision 054): fetcher, typed queryOptions and hook
 * (issue 28). `path` is the reader's list (/seller/requests/:id/questions,
 * /buyer/requests/:id/questions).
 */
export const getQuestions = (path: string, signal?: AbortSignal) => api.get<QuestionList>(path, { signal });
export const questionsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: requestKeys.questionList(path),
    queryFn: ({ signal }) => getQuestions(path, signal),
  });
export const useQuestions = (path: string) => useQuery(questionsQueryOptions(path));

/**
 * A seller's question or the owner's answer: one text sent to `path` (the list's path, or
 * `<list>/<id>/answer`). Every question list is asked again (a new answer refreshes them all).
 */
export const sendQuestionText = (path: string, text: string) => api.post<QuestionView>(path, { text });
export const useSendQuestionText = (path: string) =>
  useRefreshingMutation((text: string) => sendQuestionText(path, text), requestKeys.questions);
