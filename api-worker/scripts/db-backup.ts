/**
 * `pnpm db:backup [target]`: a consistent copy of the portal's database (DATABASE_URL, default
 * file:data/portal.db), taken while the portal runs, into `target` (default
 * data/backups/portal-<timestamp>.db). Never overwrites a file. See src/node/backup.ts.
 */
import { resolve } from 'node:path';
import { nonEmpty } from '../src/config/config.ts';
import {
  BackupError,
  DEFAULT_BACKUP_DIR,
  DEFAULT_DATABASE_URL,
  backupDatabase,
  timestampedName,
} from '../src/node/backup.ts';

// pnpm runs scripts from the repository root; INIT_CWD is where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const [targetArgument] = process.argv.slice(2);

try {
  const { path, bytes, milliseconds } = backupDatabase({
    databaseUrl: nonEmpty(process.env.DATABASE_URL) ?? DEFAULT_DATABASE_URL,
    target: targetArgument
      ? resolve(cwd, targetArgument)
      : resolve(DEFAULT_BACKUP_DIR, timestampedName('portal')),
  });
  console.log(
    `Copia de la base de datos en ${path} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${milliseconds} ms). ` +
      'Las imágenes (MEDIA_DIR, data/media) no están en ella: cópielas aparte.',
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
