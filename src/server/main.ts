/**
 * The server's entry point. Tracing (OpenTelemetry, issue 33) must hook `pg`, `fastify` and
 * `http` before anything imports them, so this file imports nothing statically: with
 * OTEL_EXPORTER_OTLP_ENDPOINT set the tracer starts first; without it, nothing of it is loaded.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./telemetry/start.ts');
  await startTracing();
}
await import('./serve.ts');

export {};
