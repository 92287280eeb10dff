import { describe, expect, it } from 'vitest';
import {
  AGENDA_PROVINCES,
  PROVINCE_OPTIONS,
  findProvince,
  normalizeProvince,
  provinceDisplayName,
} from './provinces.ts';

describe('province lists', () => {
  it('have the sizes the spec gives', () => {
    expect(AGENDA_PROVINCES).toHaveLength(24);
    expect(PROVINCE_OPTIONS).toHaveLength(24);
  });

  it('name the same provinces in the agenda and the back office', () => {
    const keys = (list: readonly string[]) => list.map(normalizeProvince).sort();
    expect(keys(AGENDA_PROVINCES)).toEqual(keys(PROVINCE_OPTIONS));
  });
});

describe('normalizeProvince', () => {
  it.each([
    ['Santiago del Estero', 'santiago del estero'],
    ['Santiago%20del%20Estero', 'santiago del estero'],
    ['Buenos aires', 'buenos aires'],
    ['Tierra Del Fuego', 'tierra del fuego'],
    ['tierra-del-fuego', 'tierra del fuego'],
    ['Córdoba', 'cordoba'],
    ['C%C3%B3rdoba', 'cordoba'],
    ['  Entre   Ríos ', 'entre rios'],
    ['Tucum%E1n', 'tucum%e1n'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeProvince(input)).toBe(expected);
  });
});

describe('findProvince', () => {
  it('returns the canonical spelling', () => {
    expect(findProvince('Buenos aires')).toBe('Buenos Aires');
    expect(findProvince('Tierra del Fuego')).toBe('Tierra Del Fuego');
    expect(findProvince('Tucumán')).toBe('Tucuman');
    expect(findProvince('santa-fe')).toBe('Santa Fe');
  });

  it('returns undefined for what is not a province', () => {
    expect(findProvince('Rosario')).toBeUndefined();
    expect(findProvince('')).toBeUndefined();
  });
});

describe('provinceDisplayName', () => {
  it.each([
    ['Tucuman', 'Tucumán'],
    ['Cordoba', 'Córdoba'],
    ['Entre Rios', 'Entre Ríos'],
    ['Neuquen', 'Neuquén'],
    ['Rio Negro', 'Río Negro'],
    ['Tierra Del Fuego', 'Tierra del Fuego'],
    ['Tierra del Fuego', 'Tierra del Fuego'],
    ['Córdoba', 'Córdoba'],
    ['Santiago del Estero', 'Santiago del Estero'],
    ['Santa Fe', 'Santa Fe'],
  ])('%s → %s', (stored, shown) => {
    expect(provinceDisplayName(stored)).toBe(shown);
  });

  it('writes every back-office province with its accents and keeps the stored value findable', () => {
    for (const province of PROVINCE_OPTIONS) {
      expect(findProvince(provinceDisplayName(province))).toBe(province);
    }
  });

  it('leaves a name that is no province as it is', () => {
    expect(provinceDisplayName('Rosario')).toBe('Rosario');
  });
});
