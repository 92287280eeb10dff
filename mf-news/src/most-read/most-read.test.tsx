import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { takeOverServerAnswers } from '@portal/ui';
import { mostReadUrl } from '../shared/news-api';
import { MostRead } from './most-read';

const render = (exclude?: string) =>
  renderToString(
    <StaticRouter location="/">
      <MostRead exclude={exclude} />
    </StaticRouter>,
  );

const story = (n: number) => ({
  _id: `64b7f0c2a1b2c3d4e5f6000${n}`,
  titulo: `Nota número ${n}`,
  slug: `nota-numero-${n}`,
  img_portada: `/media/nota-${n}.webp`,
  lecturas: 100 - n,
});

describe("'Lo más leído'", () => {
  it('asks for the five most read of the last 24 hours', () => {
    expect(mostReadUrl()).toBe('/api/mas-leidas/24h/5');
  });

  it('lists the stories in order, each a link to its canonical URL', () => {
    takeOverServerAnswers({ [mostReadUrl()]: { data: { mas_leidas: [1, 2, 3, 4, 5].map(story) } } });
    const html = render();
    expect(html).toContain('Lo más leído');
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/noticia/64b7f0c2a1b2c3d4e5f6000${n}/nota-numero-${n}`),
    );
    // An ordered list: the numbers are the list's own (drawn by CSS), read out by screen readers.
    expect(html).toMatch(/<ol[^>]*>(<li[^>]*>.*?<\/li>){5}<\/ol>/);
    expect(html).not.toContain('aria-busy');
  });

  it('on an article, leaves that article out and still shows five', () => {
    expect(mostReadUrl(1)).toBe('/api/mas-leidas/24h/6');
    takeOverServerAnswers({ [mostReadUrl(1)]: { data: { mas_leidas: [1, 2, 3, 4, 5, 6].map(story) } } });
    const html = render(story(2)._id);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(
      [1, 3, 4, 5, 6].map((n) => `/noticia/64b7f0c2a1b2c3d4e5f6000${n}/nota-numero-${n}`),
    );
  });

  it('on an article not among the most read, shows the first five of six', () => {
    takeOverServerAnswers({ [mostReadUrl(1)]: { data: { mas_leidas: [1, 2, 3, 4, 5, 6].map(story) } } });
    expect([...render('64b7f0c2a1b2c3d4e5f60009').matchAll(/href="/g)]).toHaveLength(5);
  });

  it('says so when nothing was read yet, keeping its place', () => {
    takeOverServerAnswers({ [mostReadUrl()]: { data: { mas_leidas: [] } } });
    expect(render()).toContain('Todavía no hay lecturas en las últimas 24 horas.');
  });

  it('is left out when the list cannot be had', () => {
    takeOverServerAnswers({
      [mostReadUrl()]: { error: { status: 503, msg: 'La base de datos no responde.' } },
    });
    expect(render()).toBe('');
  });
});
