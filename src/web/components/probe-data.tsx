import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** Lint probe (issue 28): a shared component that fetches must fail with the rule's message. */
export function Probe() {
  const q = useQuery({ queryKey: ['probe'], queryFn: () => api.get<string>('/probe') });
  return <p>{q.data}</p>;
}
