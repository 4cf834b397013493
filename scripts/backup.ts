/**
 * npm run backup -- [archive.tar.gz]: database (PGlite dump or pg_dump -Fc) plus local uploads
 * into one file. Embedded mode: stop the app first (PGlite is single-process).
 */
import { loadConfig } from '../src/server/config.ts';
import { createBackup } from '../src/server/modules/ops/backup.ts';

const config = loadConfig();
const archive =
  process.argv[2] ?? `hydroparts-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const manifest = await createBackup(config, archive);
console.log(`Sicherung geschrieben: ${archive} (${manifest.mode})`);
if (manifest.uploads === 's3') {
  console.log(
    `Dateien liegen im Bucket ${config.s3!.bucket}: sichern Sie ihn separat (Versionierung/Replikation).`,
  );
}
