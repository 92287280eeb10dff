import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

/** The text a reader gets from the server's HTML of the pager. */
function pagerText(props: Parameters<typeof Pagination>[0]): string {
  const html = renderToString(
    <StaticRouter location="/noticias/10/3">
      <Pagination {...props} />
    </StaticRouter>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('Pagination', () => {
  const hrefFor = (n: number) => `/noticias/10/${n}`;

  it("says 'Página n de N' beside « n », in the server's HTML (issue #35)", () => {
    expect(pagerText({ page: 3, totalPages: 15, hasPrevPage: true, hasNextPage: true, hrefFor })).toBe(
      '« 3 » Página 3 de 15',
    );
    expect(pagerText({ page: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false, hrefFor })).toBe(
      '« 1 » Página 1 de 1',
    );
  });
});
