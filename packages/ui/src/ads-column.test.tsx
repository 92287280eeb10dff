import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Publi } from '@portal/contracts';
import { AdsColumn } from './ads-column';
import { takeOverServerAnswers } from './api';

const ad = (id: string, link: string, inicio: number): Publi => ({
  _id: id,
  nombre_cliente: `Cliente ${id.slice(-1)}`,
  ingreso: '2020-01-01',
  egreso: '2999-01-01',
  link,
  foto: '/media/publi.webp',
  colocar_en: [{ inicio, noticias: 0, agenda: 0, galeria: 0 }],
  created_at: '2020-01-01T00:00:00.000Z',
});

describe('AdsColumn', () => {
  it("links each ad through the portal's click counter, which works without JavaScript", () => {
    takeOverServerAnswers({
      '/api/publis': {
        data: {
          publis: [
            ad('64b7f0c2a1b2c3d4e5f60001', 'https://anunciante.example/oferta', 2),
            ad('64b7f0c2a1b2c3d4e5f60002', '', 1),
          ],
        },
      },
    });
    const html = renderToString(
      <StaticRouter location="/">
        <AdsColumn section="inicio" />
      </StaticRouter>,
    );
    expect(html).toContain('href="/publi/64b7f0c2a1b2c3d4e5f60001/clic"');
    // The advertiser's URL is the server's to give (a 302), never written in the page.
    expect(html).not.toContain('anunciante.example');
    // An ad without a link is a picture, not a link to a 404.
    expect(html).toMatch(/<a[^>]*data-ad="64b7f0c2a1b2c3d4e5f60002"/);
    expect(html).not.toContain('/publi/64b7f0c2a1b2c3d4e5f60002/clic');
    expect(html).toContain('rel="noopener noreferrer sponsored"');
  });
});
