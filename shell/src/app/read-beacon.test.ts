import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRead } from './read-beacon';

describe('countRead', () => {
  const beacon = vi.fn((_path: string, _body: string) => true);
  let page: EventTarget & { visibilityState: string; referrer: string };

  beforeEach(() => {
    page = Object.assign(new EventTarget(), {
      visibilityState: 'visible',
      referrer: 'https://www.google.com/',
    });
    vi.stubGlobal('document', page);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    beacon.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = () => beacon.mock.calls.map(([path, body]) => [path, JSON.parse(body)]);

  it('sends one beacon per view, the referrer only with the first load', () => {
    countRead('default', '/');
    countRead('default', '/'); // the same view's effect again: no second beacon
    countRead('k1', '/noticias/10/1');
    expect(sent()).toEqual([
      ['/api/lecturas', { ruta: '/', referente: 'https://www.google.com/' }],
      ['/api/lecturas', { ruta: '/noticias/10/1' }],
    ]);
  });

  it('waits until a hidden page is shown', () => {
    page.visibilityState = 'hidden';
    countRead('k2', '/agenda/9/1');
    expect(beacon).not.toHaveBeenCalled();
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(sent()).toEqual([['/api/lecturas', { ruta: '/agenda/9/1' }]]);
  });
});
