import { describe, expect, it } from 'vitest';
import { adStatsCsvHref } from '../ads/ads-api';
import { audienceUrl } from './audience-api';
import { audienceTotals } from './audience-page';

describe('the Audiencia screen', () => {
  it('asks the report for its days', () => {
    expect(audienceUrl({ desde: '2026-10-06', hasta: '2026-11-04' })).toBe(
      '/api/audiencia?desde=2026-10-06&hasta=2026-11-04',
    );
  });

  it('adds views and visitors over the days', () => {
    expect(
      audienceTotals({
        dias: [
          { fecha: '2026-11-03', vistas: 10, visitantes: 4 },
          { fecha: '2026-11-04', vistas: 0, visitantes: 0 },
          { fecha: '2026-11-05', vistas: 7, visitantes: 3 },
        ],
      }),
    ).toEqual({ vistas: 17, visitantes: 7 });
  });
});

describe("an ad's figures", () => {
  it("download as the API's CSV for the same days", () => {
    expect(adStatsCsvHref('64b7f0c2a1b2c3d4e5f60001', { desde: '2026-10-06', hasta: '2026-11-04' })).toBe(
      '/api/publis/64b7f0c2a1b2c3d4e5f60001/estadisticas?desde=2026-10-06&hasta=2026-11-04&formato=csv',
    );
  });
});
