import { foldText } from './text.ts';

/**
 * The public agenda's filter accordion, in the spec's order (24 provinces). The spec lists it in a
 * different order and spelling ('Tierra del Fuego') from the back-office selects, so both are kept.
 */
export const AGENDA_PROVINCES = [
  'Buenos Aires',
  'Capital Federal',
  'Catamarca',
  'Cordoba',
  'La Rioja',
  'Salta',
  'Santa Fe',
  'Santiago del Estero',
  'Tucuman',
  'Jujuy',
  'Chaco',
  'Chubut',
  'Corrientes',
  'Entre Rios',
  'Formosa',
  'La Pampa',
  'Mendoza',
  'Misiones',
  'Neuquen',
  'Rio Negro',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Tierra del Fuego',
] as const;

/**
 * The back-office province selects (news, events), in the spec's order (24 provinces). These
 * spellings are the canonical ones stored in `provincia`.
 */
export const PROVINCE_OPTIONS = [
  'Buenos Aires',
  'Capital Federal',
  'Catamarca',
  'Jujuy',
  'Cordoba',
  'La Rioja',
  'Salta',
  'Santa Fe',
  'Santiago del Estero',
  'Tucuman',
  'Chaco',
  'Chubut',
  'Corrientes',
  'Entre Rios',
  'Formosa',
  'La Pampa',
  'Mendoza',
  'Misiones',
  'Neuquen',
  'Rio Negro',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Tierra Del Fuego',
] as const;

export type Province = (typeof PROVINCE_OPTIONS)[number];

/** The new-and-edit forms default to the portal's home province. */
export const DEFAULT_PROVINCE: Province = 'Santiago del Estero';

/**
 * The comparison key of a province name as it arrives in a URL: percent-decoded when it is
 * encoded (and left alone when it is not valid encoding), lower-case, without accents, with
 * spaces and hyphens alike. 'Tierra-Del-Fuego', 'tierra%20del%20fuego' → 'tierra del fuego'.
 */
export function normalizeProvince(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray '%' is part of the name, not an encoding: compare it as given.
  }
  return foldText(decoded)
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** Made on first use: a bundle that never looks a province up does not carry it. */
let provinceByKey: Map<string, Province> | undefined;

/** The canonical spelling of a province however it was written, or undefined for an unknown one. */
export function findProvince(name: string): Province | undefined {
  provinceByKey ??= new Map(PROVINCE_OPTIONS.map((province) => [normalizeProvince(province), province]));
  return provinceByKey.get(normalizeProvince(name));
}

/**
 * Province names that readers see written with their accents. The stored values and the URLs keep
 * the original client's spellings ('Tucuman', 'Tierra Del Fuego'): only what is shown changes.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  cordoba: 'Córdoba',
  'entre rios': 'Entre Ríos',
  neuquen: 'Neuquén',
  'rio negro': 'Río Negro',
  'tierra del fuego': 'Tierra del Fuego',
  tucuman: 'Tucumán',
};

/** A province as readers see it, however it was written: 'Tucuman' → 'Tucumán'. */
export function provinceDisplayName(name: string): string {
  return DISPLAY_NAMES[normalizeProvince(name)] ?? name;
}
