/**
 * `pnpm db:restore <file>`: puts a copy made by `pnpm db:backup` in place of the portal's
 * database (DATABASE_URL, default file:data/portal.db), with the portal stopped. The database
 * that was there is moved aside, not deleted. See src/node/backup.ts.
 */
import { resolve } from 'node:path';
import { nonEmpty } from '../src/config/config.ts';
import { BackupError, DEFAULT_DATABASE_URL, restoreDatabase } from '../src/node/backup.ts';

const cwd = process.env.INIT_CWD ?? process.cwd();
const [backupArgument] = process.argv.slice(2);
if (!backupArgument) {
  console.error('Indique la copia a restaurar: pnpm db:restore data/backups/portal-….db');
  process.exit(1);
}

try {
  const { path, setAside } = restoreDatabase({
    databaseUrl: nonEmpty(process.env.DATABASE_URL) ?? DEFAULT_DATABASE_URL,
    backupFile: resolve(cwd, backupArgument),
  });
  console.log(`Base de datos restaurada en ${path}.`);
  if (setAside.length > 0) console.log(`La anterior quedó aparte: ${setAside.join(', ')}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
