import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Link } from '@opentelemetry/api';

/*
 * What the app itself knows of tracing (issue 33). Only the API: without the SDK (tracing off,
 * the default) it is a no-op — no active span, no traceparent, spans that record nothing.
 */

const tracer = trace.getTracer('hydroparts');

/** W3C traceparent of the active span (the request's, or a job's), or null when none records. */
export function currentTraceparent(): string | null {
  const span = trace.getActiveSpan();
  if (!span) return null;
  const c = span.spanContext();
  if (!trace.isSpanContextValid(c)) return null;
  return `00-${c.traceId}-${c.spanId}-0${(c.traceFlags & 1).toString(16)}`;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The span context a stored traceparent names, or undefined when there is none or it is malformed. */
function linkOf(traceparent: string | null | undefined): Link[] {
  const m = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!m) return [];
  const spanContext = { traceId: m[1]!, spanId: m[2]!, traceFlags: parseInt(m[3]!, 16), isRemote: true };
  return trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
}

/**
 * Runs a job inside a span of its own: a new trace (a job runs later, maybe elsewhere, and may be
 * retried), linked to the span of the request that queued it. Its SQL spans are its children.
 */
export async function inJobSpan<T>(
  job: { id: number; type: string; attempts: number; traceParent?: string | null },
  lane: string,
  run: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    `job ${job.type}`,
    {
      root: true,
      kind: SpanKind.CONSUMER,
      links: linkOf(job.traceParent),
      attributes: {
        'hydroparts.job.id': job.id,
        'hydroparts.job.type': job.type,
        'hydroparts.job.lane': lane,
        'hydroparts.job.attempt': job.attempts,
      },
    },
    context.active(),
    async (span) => {
      try {
        return await run();
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

/** Runs `work` outside any trace: a background loop that a request merely woke. */
export function detached<T>(work: () => T): T {
  return context.with(ROOT_CONTEXT, work);
}
