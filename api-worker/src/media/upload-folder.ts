/**
 * The `folder` of `POST /api/upload-image` (docs/api.md): a section name, or one of the forms the
 * original client sends (`terraviva/noticias/`, `terraviva/agenda/<titulo>/`,
 * `terraviva/albums/<nombre>-<fecha>/`, `terraviva/banners/`, `terraviva/banners-p`). Only the
 * section is kept: the rest of the client's string never reaches a storage key.
 */
import { UPLOAD_FOLDERS, uploadFolderSchema, type UploadFolder } from '@portal/contracts';

const CLIENT_ROOT = 'terraviva/';
/** Sections the client names with a trailing title or album name (`agenda/<titulo>/`). */
const NAMED_SECTIONS: ReadonlySet<string> = new Set(['agenda', 'albums']);
/** Sections the client names alone (`noticias/`), with the client's name for publicidad. */
const BARE_SECTIONS: ReadonlyMap<string, UploadFolder> = new Map([
  ['noticias', 'noticias'],
  ['banners', 'banners'],
  ['banners-p', 'publicidad'],
]);
/** A title or album name: printable, bounded (it is thrown away, but a refusal must stay cheap). */
const NAME = /^[^\p{Cc}\p{Cf}\p{Cs}\\]{1,300}$/u;

export const UNKNOWN_FOLDER_MESSAGE = `Carpeta desconocida: usá ${UPLOAD_FOLDERS.join(', ')}.`;

export type ParsedFolder = { success: true; data: UploadFolder } | { success: false; msg: string };

export function parseUploadFolder(value: unknown): ParsedFolder {
  const plain = uploadFolderSchema.safeParse(value);
  if (plain.success) return { success: true, data: plain.data };
  const section = typeof value === 'string' ? clientSection(value) : undefined;
  return section ? { success: true, data: section } : { success: false, msg: UNKNOWN_FOLDER_MESSAGE };
}

function clientSection(value: string): UploadFolder | undefined {
  if (!value.startsWith(CLIENT_ROOT)) return undefined;
  const rest = value.slice(CLIENT_ROOT.length);
  const slash = rest.indexOf('/');
  const first = slash === -1 ? rest : rest.slice(0, slash);
  const after = slash === -1 ? '' : rest.slice(slash + 1);
  const bare = BARE_SECTIONS.get(first);
  if (bare) return after === '' ? bare : undefined;
  if (!NAMED_SECTIONS.has(first)) return undefined;
  const name = after.replace(/\/$/, '');
  if (!NAME.test(name) || name.split('/').some((segment) => segment === '..' || segment === '.'))
    return undefined;
  return first as UploadFolder;
}
