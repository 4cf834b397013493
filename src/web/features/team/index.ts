/**
 * What other features and the dashboards use of the team domain (its public file, issue 28): who
 * of the company works on a request and who created it (decision 071).
 */
export { AssigneeControl, CreatedBy } from './components/assignee-control.tsx';
