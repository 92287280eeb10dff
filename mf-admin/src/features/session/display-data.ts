import type { Usuario } from '@portal/contracts';

// What the spec keeps in localStorage (back-office §3): display data only, never a secret. The
// session cookie decides who is signed in; these keys only let the sidebar show a name at once.
const KEYS = { id: 'id', nombre: 'Nombre', apellido: 'Apellido', foto: 'fotoPerfil' } as const;

export interface DisplayData {
  id: string;
  nombre: string;
  apellido: string;
  foto: string;
}

export function saveDisplayData(user: Pick<Usuario, '_id' | 'nombre' | 'apellido' | 'foto'>) {
  try {
    localStorage.setItem(KEYS.id, user._id);
    localStorage.setItem(KEYS.nombre, user.nombre);
    localStorage.setItem(KEYS.apellido, user.apellido);
    localStorage.setItem(KEYS.foto, user.foto);
  } catch {
    // Private mode or full storage: the names simply appear once the session answers.
  }
}

/** Only the id is known right after login (the spec stores it before looking the user up). */
export function saveDisplayId(id: string) {
  try {
    localStorage.setItem(KEYS.id, id);
  } catch {
    // see saveDisplayData
  }
}

export function readDisplayData(): DisplayData | undefined {
  try {
    const id = localStorage.getItem(KEYS.id);
    if (!id) return undefined;
    return {
      id,
      nombre: localStorage.getItem(KEYS.nombre) ?? '',
      apellido: localStorage.getItem(KEYS.apellido) ?? '',
      foto: localStorage.getItem(KEYS.foto) ?? '',
    };
  } catch {
    return undefined;
  }
}

export function clearDisplayData() {
  try {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
