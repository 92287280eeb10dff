import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #35: the back office speaks voseo ('elegí', 'tenés'), like the rest of its screens. This
// reads every text the staff can see (the screens, the shared request messages and the API's
// staff messages) and names the ones that still speak usted.

const repository = join(import.meta.dirname, '../../..');
const STAFF_TEXT_FOLDERS = ['mf-admin/src', 'packages/contracts/src', 'api-worker/src'];

/** Usted (and tú: 'Elige') forms seen in the back office before; voseo says 'ingresá', 'elegí', 'tenés'… */
const USTED =
  /\b(Ingrese|Elija|Elige|Escriba|Indique|Revise|Complete|Elimine|Asigne|Registre|Repita|Vuelva|Intente|Espere|cámbieles|No tiene permiso|No puede (quitarse|eliminar)|Debe iniciar|use «|: use )\b|\b(elija|escriba|ingrese|intente|indique)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of a file that hold text, not comments (a comment may quote the old wording). */
function textLines(path: string) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => !/^(\/\/|\/?\*)/.test(line));
}

describe('the back office in voseo', () => {
  it('has no staff text left in usted', () => {
    const usted = STAFF_TEXT_FOLDERS.flatMap((folder) =>
      sourceFiles(join(repository, folder)).flatMap((path) =>
        textLines(path)
          .filter(({ line }) => USTED.test(line))
          .map(({ line, number }) => `${path.slice(repository.length + 1)}:${number}: ${line}`),
      ),
    );
    expect(usted).toEqual([]);
  });
});
