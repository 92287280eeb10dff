import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CollaboratorsPage from './collaborators-page';

/** The ids and the references to them (popovertarget, aria-labelledby) in some HTML. */
const idsOf = (html: string) =>
  [...html.matchAll(/ (id|popovertarget|aria-labelledby)="([^"]+)"/gi)].map((m) => m[2]);
/** An attribute as the browser reads it (HTML attribute names are case-insensitive). */
const attributes = (html: string) => html.replace(/ popoverTarget=/g, ' popovertarget=');

const page = (wrap: (page: ReactNode) => ReactNode = (page) => page) =>
  renderToString(<StaticRouter location="/colaboradores">{wrap(<CollaboratorsPage />)}</StaticRouter>);

describe('/colaboradores', () => {
  it('has the same ids alone (its section’s server) as inside the shell’s tree (the browser)', () => {
    const alone = idsOf(page());
    // The shell renders the chrome around a section, hooks with ids of its own included.
    const insideShell = idsOf(
      page((section) => (
        <div>
          <header>
            <nav />
          </header>
          <main>{section}</main>
        </div>
      )),
    );
    expect(alone.length).toBeGreaterThan(20);
    expect(insideShell).toEqual(alone);
  });

  it('each card opens its own pop-up, named by the person’s name', () => {
    const html = attributes(page());
    for (const n of [1, 10]) {
      expect(html).toContain(`popovertarget="colaborador-${n}"`);
      expect(html).toContain(`id="colaborador-${n}"`);
      expect(html).toContain(`aria-labelledby="colaborador-${n}-nombre"`);
      expect(html).toContain(`id="colaborador-${n}-nombre"`);
    }
  });
});
