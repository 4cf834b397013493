/**
 * npm run restore -- archive.tar.gz: into an empty DATA_DIR (embedded) or an empty PostgreSQL
 * database (DATABASE_URL). Start the app afterwards; it applies newer migrations itself.
 */
import { loadConfig } from '../src/server/config.ts';
import { restoreBackup } from '../src/server/modules/ops/backup.ts';

const archive = process.argv[2];
if (!archive) {
  console.error('Aufruf: npm run restore -- <sicherung.tar.gz>');
  process.exit(2);
}
const manifest = await restoreBackup(loadConfig(), archive).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
console.log(`Wiederhergestellt: ${archive} (${manifest.mode}, erstellt ${manifest.createdAt})`);
// The second factors' secrets are encrypted with the secret of the instance that was backed up.
if (process.env.AUTH_SECRET) {
  console.log(
    'AUTH_SECRET ist gesetzt: es muss derselbe Wert sein wie beim gesicherten System, sonst scheitern Anmeldungen mit zweitem Faktor.',
  );
} else if (manifest.authSecret !== 'included') {
  console.log(
    'Die Sicherung enthält kein auth-secret: setzen Sie AUTH_SECRET auf den Wert des gesicherten Systems, sonst scheitern Anmeldungen mit zweitem Faktor.',
  );
}
