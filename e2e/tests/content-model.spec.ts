import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { ADMIN, acknowledge, signIn } from '../support/staff';
import type { NoticiaListItem } from '@portal/contracts';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';

// Issue #26 (DESIGN §12): categories and tags on the public pages and in the back office, the
// home's pinned stories and the 'Último momento' bar.

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, `content-model-${name}`, [390, 1366]);
  await page.setViewportSize({ width: 1400, height: 900 });
}

test.describe('categories and tags for visitors', () => {
  test('the header lists the categories beside the provinces, desktop and phone', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Noticias' }).click();
    const categories = header.getByRole('list', { name: 'Categorías' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('link', { name: 'Deportes' })).toHaveAttribute(
      'href',
      '/categoria/deportes/7/1',
    );
    // Todas and the 24 provinces (Santa Fe added by issue #35).
    await expect(header.getByRole('list', { name: 'Provincias' }).getByRole('listitem')).toHaveCount(25);
    await shoot(page, 'menu');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog');
    await panel.locator('summary').filter({ hasText: 'Noticias' }).click();
    await expect(panel.getByRole('link', { name: 'Economía' })).toHaveAttribute(
      'href',
      '/categoria/economia/10/1',
    );
    await keepScreenshot(page, {
      path: path.join(import.meta.dirname, '../screenshots/mobile-menu-390.png'),
    });
  });

  test('a category page and a tag page are server-rendered lists with their feed', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/categoria/deportes/10/1')).text();
    expect(html).toContain('data-ssr-section="news"');
    expect(html).toContain('>Deportes</h1>');

    await page.goto('/categoria/deportes/10/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
    // The page's own feed (the footer links the site's).
    await expect(page.getByRole('main').getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      '/categoria/deportes/rss.xml',
    );
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await shoot(page, 'categoria');

    // The detail links its category and tags; a tag leads to its page.
    await first.getByRole('heading').getByRole('link').click();
    const filed = page.getByRole('list', { name: 'Categoría y temas' });
    await expect(filed.getByRole('link', { name: 'Deportes' })).toHaveAttribute(
      'href',
      '/categoria/deportes/10/1',
    );
    await shoot(page, 'detalle');
    await filed.getByRole('link', { name: '#Fútbol' }).click();
    await expect(page).toHaveURL(/\/tema\/futbol\/10\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tema: Fútbol' })).toBeVisible();

    const feed = await request.get('/tema/futbol/rss.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
  });
});

test.describe('categories and tags in the back office', () => {
  test('the Categorías screen adds, renames and deletes a category', async ({ page }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'CATEGORÍAS' })
      .click();
    await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
    await page.getByLabel('Nueva categoría').fill('Educación');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    await acknowledge(page, 'Categoría creada.');
    await expect(page.getByRole('link', { name: '/categoria/educacion' })).toBeVisible();

    await page.getByRole('button', { name: 'Renombrar Educación' }).click();
    await page.getByLabel('Nuevo nombre de Educación').fill('Educación y Ciencia');
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await acknowledge(page, 'Categoría actualizada.');
    await expect(page.getByRole('link', { name: '/categoria/educacion-y-ciencia' })).toBeVisible();
    await shoot(page, 'categorias');

    // One with news is refused; the new empty one goes.
    await page.getByRole('button', { name: 'Borrar Deportes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
    await expect(page.getByRole('dialog', { name: /cambiales la categoría/ })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Borrar Educación y Ciencia' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
    await acknowledge(page, 'Categoría borrada.');
    await expect(page.getByRole('link', { name: '/categoria/educacion-y-ciencia' })).toHaveCount(0);
  });

  test('the news form files a story under a category with tags, suggested from those in use', async ({
    page,
  }) => {
    // A form, a save and the public page: well within a minute even beside the album uploads.
    test.setTimeout(60_000);
    await signIn(page, ADMIN, { to: '/nuevanoticia' });
    const title = `Vendimia solidaria ${Date.now()}`;
    await page.getByLabel('Titulo').fill(title);
    await page.getByLabel('Descripción').fill('Una fiesta de la cosecha con fines benéficos.');
    // A body as every real story has (the back-office journeys open the newest story's text).
    await page.getByRole('textbox', { name: 'Texto', exact: true }).click();
    await page.keyboard.type('Bodegas de la zona donan lo recaudado al comedor del barrio.');
    await page.getByLabel('Categoría').selectOption({ label: 'Cultura' });
    const tags = page.getByRole('combobox', { name: 'Etiquetas' });
    await tags.fill('Festi');
    // A tag in use is suggested as one types.
    await expect(page.locator('datalist option[value="Festivales"]')).toHaveCount(1);
    await tags.fill('Festivales');
    await tags.press('Enter');
    await tags.fill('Vendimia');
    await tags.press(',');
    await expect(page.getByRole('list', { name: 'Etiquetas elegidas' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Quitar etiqueta Vendimia' }).click();
    await tags.fill('Vino');
    await tags.press('Enter');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'portada.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    await shoot(page, 'formulario');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Articulo creado!');

    const found = (await (
      await page.request.get(`/api/noticia/b/${encodeURIComponent(title)}/1/1`)
    ).json()) as {
      noticia: { docs: NoticiaListItem[] };
    };
    const item = found.noticia.docs[0]!;
    expect(item.categoria).toBe('cultura');
    expect(item.etiquetas).toEqual(['Festivales', 'Vino']);
    await page.goto(`/noticia/${item._id}`);
    const filed = page.getByRole('list', { name: 'Categoría y temas' });
    await expect(filed.getByRole('link', { name: 'Cultura' })).toBeVisible();
    await expect(filed.getByRole('link', { name: '#Vino' })).toHaveAttribute('href', '/tema/vino/10/1');
  });
});

test.describe('home curation', () => {
  test('the Portada screen pins and orders stories; the home shows them first', async ({ page }) => {
    await signIn(page, ADMIN, { to: '/portada' });
    await expect(page.getByRole('heading', { name: 'Portada', level: 1 })).toBeVisible();
    const pinned = page.getByRole('list', { name: 'Noticias fijadas' });
    await expect(pinned.getByRole('listitem')).toHaveCount(2); // the demo's two
    const candidates = page.getByRole('list', { name: 'Noticias para fijar' });
    const third = candidates.getByRole('listitem').nth(2);
    const title = (
      await third
        .locator('span')
        .first()
        .evaluate((node) => node.firstChild?.textContent ?? '')
    ).trim();
    await third.getByRole('button', { name: /^Fijar / }).click();
    await expect(pinned.getByRole('listitem')).toHaveCount(3);
    // To the top with the arrows.
    await page.getByRole('button', { name: `Subir ${title}` }).click();
    await page.getByRole('button', { name: `Subir ${title}` }).click();
    await expect(pinned.getByRole('listitem').first()).toContainText(title);
    await shoot(page, 'portada');
    await page.getByRole('button', { name: 'GUARDAR PORTADA' }).click();
    await acknowledge(page, 'Portada actualizada.');

    const home = (await (await page.request.get('/api/portada')).json()) as { destacadas: NoticiaListItem[] };
    expect(home.destacadas[0]!.titulo).toBe(title);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Noticias destacadas' });
    await expect(featured.getByRole('heading', { name: title })).toHaveCount(1);
  });

  test('the Último momento bar shows on every public page, server-rendered, until removed', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN, { to: '/portada' });
    await page
      .getByLabel('Texto', { exact: true })
      .fill('Corte total en la ruta 9 por la crecida del río Dulce');
    await page.getByLabel('Link').fill('/agenda/9/1');
    await page.getByLabel('Hasta (hora de Argentina)').fill('2099-12-31T23:00');
    await page.getByRole('button', { name: 'PUBLICAR BARRA' }).click();
    await acknowledge(page, 'Último momento actualizado.');

    for (const path of ['/', '/noticias/10/1', '/albums/9/1']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('Corte total en la ruta 9');
    }
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/noticias/10/1');
    const bar = visitor.getByRole('complementary', { name: 'Último momento' });
    await expect(bar).toBeVisible();
    await screenshotAtWidths(visitor, 'content-model-ultimo-momento', [390, 1366]);
    await bar.getByRole('link').click();
    await expect(visitor).toHaveURL(/\/agenda\/9\/1$/);
    await visitor.close();

    await page.getByRole('button', { name: 'Quitar barra' }).click();
    await acknowledge(page, 'Último momento quitado.');
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Corte total en la ruta 9');
  });
});
