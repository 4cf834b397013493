import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/**
 * OpenTelemetry tracing (issue 33), started by main.ts before anything else is imported, and
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans of the HTTP server and client
 * (@opentelemetry/instrumentation-http), of Fastify's routes and hooks (@fastify/otel) and of
 * every SQL statement (@opentelemetry/instrumentation-pg) go to that OTLP/HTTP endpoint
 * (`/v1/traces`, JSON); the standard OTEL_* variables (service name, headers, batch delay,
 * sampler) apply. Jobs get spans of their own, linked to the request that queued them
 * (telemetry/trace-context.ts).
 *
 * The app is ES modules: the hooks reach `pg` and `fastify` through import-in-the-middle's loader,
 * registered here for exactly the modules the instrumentations name (the app's own .ts files
 * are never wrapped).
 */
export async function startTracing(): Promise<void> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, instrumentation] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
    ]);
  const [{ HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }, resources] =
    await Promise.all([
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
      import('@opentelemetry/resources'),
    ]);

  const provider = new NodeTracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'hydroparts',
      'service.instance.id': process.env.INSTANCE_ID ?? `${process.pid}`,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes would be most of the spans and tell nothing.
        ignoreIncomingRequestHook: (req) => /^\/(api\/)?(health|ready)$|^\/metrics$/.test(req.url ?? ''),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  await waitForAllMessagesAcknowledged();

  // The spans still in the batch go out before the process ends (serve.ts closes the app first).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void provider.forceFlush().catch(() => undefined));
  }
}
