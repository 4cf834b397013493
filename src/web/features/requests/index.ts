/**
 * What other features and the dashboards use of the requests domain (its public file, issue 28):
 * the own requests' list and card, the new-request form, and a request's parts others show —
 * its questions, its known cross-references, the part-relation dialog.
 */
export { OWN_REQUESTS_BASE, requestKeys, type OwnerSide } from './api/keys.ts';
export { OWN_REQUEST_FILTERS, ownRequestQuery, useOwnRequests } from './api/list-own-requests.ts';
export { RequestCard } from './components/request-card.tsx';
export { NewRequestForm } from './components/request-form/new-request-form.tsx';
export { RequestQuestions } from './components/request-questions.tsx';
export { KnownPartRelations } from './components/known-part-relations.tsx';
export { PartRelationDialog } from './components/part-relation-dialog.tsx';
