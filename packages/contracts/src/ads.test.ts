import { describe, expect, it } from 'vitest';
import { selectActiveAds, type AdPlacement } from './ads.ts';

function ad(name: string, egreso: string, placement: Partial<AdPlacement>) {
  return {
    name,
    egreso,
    colocar_en: [{ inicio: 0, noticias: 0, agenda: 0, galeria: 0, ...placement }] as [AdPlacement],
  };
}

// 15:00 in Argentina on 2026-03-10.
const now = new Date('2026-03-10T18:00:00Z');

describe('selectActiveAds', () => {
  it('keeps only ads whose egreso is later than now', () => {
    const ads = [
      ad('past', '2026-03-01', { inicio: 1 }),
      ad('today', '2026-03-10', { inicio: 2 }),
      ad('tomorrow', '2026-03-11', { inicio: 3 }),
      ad('next-year', '2027-01-01', { inicio: 4 }),
    ];
    expect(selectActiveAds(ads, 'inicio', now).map((a) => a.name)).toEqual(['tomorrow', 'next-year']);
  });

  it('reads egreso as the start of that day in Argentina', () => {
    const ads = [ad('tomorrow', '2026-03-11', { inicio: 1 })];
    expect(selectActiveAds(ads, 'inicio', new Date('2026-03-11T02:59:59Z'))).toHaveLength(1);
    expect(selectActiveAds(ads, 'inicio', new Date('2026-03-11T03:00:00Z'))).toHaveLength(0);
  });

  it('keeps only slots 1 to 8 of the section asked for', () => {
    const ads = [
      ad('zero', '2027-01-01', { noticias: 0, inicio: 5 }),
      ad('one', '2027-01-01', { noticias: 1 }),
      ad('eight', '2027-01-01', { noticias: 8 }),
      ad('nine', '2027-01-01', { noticias: 9 }),
      ad('negative', '2027-01-01', { noticias: -1 }),
    ];
    expect(selectActiveAds(ads, 'noticias', now).map((a) => a.name)).toEqual(['one', 'eight']);
  });

  it('sorts ascending by slot and keeps the given order on ties', () => {
    const ads = [
      ad('c', '2027-01-01', { galeria: 3 }),
      ad('a1', '2027-01-01', { galeria: 1 }),
      ad('b', '2027-01-01', { galeria: 2 }),
      ad('a2', '2027-01-01', { galeria: 1 }),
    ];
    expect(selectActiveAds(ads, 'galeria', now).map((a) => a.name)).toEqual(['a1', 'a2', 'b', 'c']);
  });

  it('does not change the list it is given', () => {
    const ads = [ad('b', '2027-01-01', { agenda: 2 }), ad('a', '2027-01-01', { agenda: 1 })];
    selectActiveAds(ads, 'agenda', now);
    expect(ads.map((a) => a.name)).toEqual(['b', 'a']);
  });
});
