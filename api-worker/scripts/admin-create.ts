/**
 * `pnpm admin:create [--username admin] [--email a@b.com]`: creates an administrator (every
 * privilege) or resets an existing one's password, on the database the portal uses:
 * DATABASE_URL (default file:data/portal.db; a Turso `libsql://…` URL with DATABASE_AUTH_TOKEN).
 * Applies pending migrations first, so it also opens a fresh production database.
 *
 * The password is asked twice without echo; when standard input is not a terminal (automation),
 * its first line is the password.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { usernameSchema } from '@portal/contracts';
import { nonEmpty } from '../src/config/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openNodeDatabase, resolveDatabaseUrl } from '../src/node/database.ts';
import { checkAdministratorPassword, createOrResetAdministrator } from '../src/users/administrator.ts';

/** Relative `file:` URLs are taken from the repository root, as the portal does. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const { values } = parseArgs({
  options: { username: { type: 'string', default: 'admin' }, email: { type: 'string' } },
});

async function main(): Promise<number> {
  const username = usernameSchema.safeParse(values.username);
  if (!username.success) return fail(username.error.issues[0]?.message ?? 'Usuario inválido.');

  const password = process.stdin.isTTY ? await askTwice() : await firstLineOfInput();
  if (password === null) return fail('Las contraseñas no coinciden.');
  const problem = checkAdministratorPassword(password);
  if (problem) return fail(problem);

  const databaseUrl = resolveDatabaseUrl(
    nonEmpty(process.env.DATABASE_URL) ?? 'file:data/portal.db',
    REPO_ROOT,
  );
  const db = await openNodeDatabase(databaseUrl, nonEmpty(process.env.DATABASE_AUTH_TOKEN));
  try {
    await migrate(db);
    const outcome = await createOrResetAdministrator(db, {
      username: username.data,
      password,
      ...(values.email ? { email: values.email } : {}),
    });
    console.log(
      outcome === 'created'
        ? `Administrador «${username.data}» creado con todos los privilegios.`
        : `Contraseña de «${username.data}» cambiada; tiene todos los privilegios y sus sesiones se cerraron.`,
    );
    return 0;
  } finally {
    db.$client.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

async function askTwice(): Promise<string | null> {
  const first = await askHidden('Contraseña (8 a 200 caracteres): ');
  const second = await askHidden('Repita la contraseña: ');
  return first === second ? first : null;
}

/** Reads a line from the terminal in raw mode, echoing nothing. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolveLine) => {
    const input = process.stdin;
    // Raw mode before the question: what is typed (or pasted) as soon as it shows is not echoed.
    input.setRawMode(true);
    process.stdout.write(prompt);
    input.resume();
    input.setEncoding('utf8');
    let line = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolveLine(line);
          return;
        } else if (char === '\u007f' || char === '\b') {
          line = [...line].slice(0, -1).join('');
        } else {
          line += char;
        }
      }
    };
    input.on('data', onData);
  });
}

async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
