import type { Config } from '#server/config.ts';

/**
 * Configurations that start but would lose or split data. With a PostgreSQL server, several
 * instances are expected; uploads on each instance's own disk would then differ between them.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.embedded && !config.s3) {
    warnings.push(
      'ACHTUNG: DATABASE_URL ohne S3_BUCKET – Fotos und Vorlagen liegen auf der Platte dieser Instanz ' +
        `(${config.dataDir}/uploads). Mehrere Instanzen sehen die Dateien der anderen nicht; ` +
        'für mehr als eine Instanz S3_BUCKET setzen (README, Produktion).',
    );
  }
  if (config.env === 'production' && !config.ops.metricsToken) {
    warnings.push('/metrics ist ohne METRICS_TOKEN abgeschaltet (404); zum Abrufen METRICS_TOKEN setzen.');
  }
  return warnings;
}
