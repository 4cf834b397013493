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
const manifest = await restoreBackup(loadConfig(), archive);
console.log(`Wiederhergestellt: ${archive} (${manifest.mode}, erstellt ${manifest.createdAt})`);
