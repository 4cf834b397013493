/**
 * npm run backup -- [archive.tar.gz]: database (PGlite dump or pg_dump -Fc) plus local uploads
 * into one file, and in the embedded mode DATA_DIR/auth-secret. Embedded mode: refused while the
 * app runs (PGlite is single-process; DATA_DIR's lock says who holds it).
 */
import { loadConfig } from '../src/server/config.ts';
import { createBackup } from '../src/server/modules/ops/backup.ts';

const config = loadConfig();
const archive =
  process.argv[2] ?? `hydroparts-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const manifest = await createBackup(config, archive).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
console.log(`Sicherung geschrieben: ${archive} (${manifest.mode}; nur für Berechtigte lesbar aufbewahren)`);
if (manifest.authSecret !== 'included') {
  console.log(
    'AUTH_SECRET ist nicht in der Sicherung: bewahren Sie ihn getrennt auf. Ohne ihn lässt sich nach einer Wiederherstellung kein zweiter Faktor prüfen.',
  );
}
if (manifest.uploads === 's3') {
  console.log(
    `Dateien liegen im Bucket ${config.s3!.bucket}: sichern Sie ihn separat (Versionierung/Replikation).`,
  );
}
