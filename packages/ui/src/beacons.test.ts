import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countedBeforeCode,
  sendBeacon,
  takeDocumentViewVista,
  takeVista,
  watchViewable,
  whenVisible,
  type CountedBeforeCode,
} from './beacons';

// The browser's pieces these functions use, made by hand: the package's tests run in Node.

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

type Callback = (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void;

class FakeObserver {
  static last: FakeObserver | undefined;
  observed: unknown[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { threshold: number },
  ) {
    FakeObserver.last = this;
  }
  observe(element: unknown) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element now shows `ratio` of its pixels. */
  at(ratio: number) {
    this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

let page: FakeDocument;

beforeEach(() => {
  vi.useFakeTimers();
  page = new FakeDocument();
  vi.stubGlobal('document', page);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendBeacon', () => {
  it('sends the body as a JSON string (text/plain), answering whether it was queued', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    expect(sendBeacon('/api/lecturas', { ruta: '/' })).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/api/lecturas', '{"ruta":"/"}');
  });

  it('does nothing, and never throws, without beacons or when the browser throws', () => {
    vi.stubGlobal('navigator', {});
    expect(sendBeacon('/api/lecturas', {})).toBe(false);
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('refused');
      },
    });
    expect(sendBeacon('/api/lecturas', {})).toBe(false);
  });
});

describe('whenVisible', () => {
  it('runs at once on a visible page', () => {
    const action = vi.fn();
    whenVisible(action);
    expect(action).toHaveBeenCalledOnce();
  });

  it('waits for a hidden page to become visible, then runs once', () => {
    page.visibilityState = 'hidden';
    const action = vi.fn();
    whenVisible(action);
    expect(action).not.toHaveBeenCalled();
    page.show('hidden');
    expect(action).not.toHaveBeenCalled();
    page.show('visible');
    page.show('hidden');
    page.show('visible');
    expect(action).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    page.visibilityState = 'hidden';
    const action = vi.fn();
    whenVisible(action)();
    page.show('visible');
    expect(action).not.toHaveBeenCalled();
  });
});

describe('watchViewable (MRC: half of the pixels, one continuous second)', () => {
  const element = {} as Element;

  it('observes at threshold 0.5 and calls after one second at half or more', () => {
    const viewable = vi.fn();
    watchViewable(element, viewable);
    const observer = FakeObserver.last!;
    expect(observer.options.threshold).toBe(0.5);
    expect(observer.observed).toEqual([element]);
    observer.at(0.5);
    vi.advanceTimersByTime(999);
    expect(viewable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(viewable).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
  });

  it('starts the second again when the element drops below half', () => {
    const viewable = vi.fn();
    watchViewable(element, viewable);
    const observer = FakeObserver.last!;
    observer.at(1);
    vi.advanceTimersByTime(900);
    observer.at(0.4); // still intersecting, but less than half
    vi.advanceTimersByTime(5_000);
    expect(viewable).not.toHaveBeenCalled();
    observer.at(0.8);
    vi.advanceTimersByTime(999);
    expect(viewable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(viewable).toHaveBeenCalledOnce();
  });

  it('never calls for an element that is never on screen, nor twice', () => {
    const viewable = vi.fn();
    watchViewable(element, viewable);
    const observer = FakeObserver.last!;
    observer.at(0);
    vi.advanceTimersByTime(10_000);
    expect(viewable).not.toHaveBeenCalled();
    observer.at(1);
    vi.advanceTimersByTime(1_000);
    observer.at(1);
    vi.advanceTimersByTime(1_000);
    expect(viewable).toHaveBeenCalledOnce();
  });

  it('a hidden tab is not on screen: the second starts again when it is shown', () => {
    const viewable = vi.fn();
    watchViewable(element, viewable);
    FakeObserver.last!.at(1);
    vi.advanceTimersByTime(600);
    page.show('hidden');
    vi.advanceTimersByTime(5_000);
    expect(viewable).not.toHaveBeenCalled();
    page.show('visible');
    vi.advanceTimersByTime(999);
    expect(viewable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(viewable).toHaveBeenCalledOnce();
  });

  it('stops watching when stopped (the ad left the page)', () => {
    const viewable = vi.fn();
    const stop = watchViewable(element, viewable);
    const observer = FakeObserver.last!;
    observer.at(1);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(viewable).not.toHaveBeenCalled();
    expect(observer.disconnected).toBe(true);
  });
});

describe('what the loader counted before the code (countedBeforeCode, takeVista)', () => {
  let counted: CountedBeforeCode;
  beforeEach(() => {
    counted = { read: true, ads: ['a1'], vistas: [] };
    vi.stubGlobal('window', { portalCountedBeforeCode: counted });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('covers the document’s own view only: the first other view ends it, a Back included', () => {
    expect(countedBeforeCode('default', 'read')).toBe(true);
    expect(countedBeforeCode('default', { ad: 'a1' })).toBe(true);
    expect(countedBeforeCode('default', { ad: 'a2' })).toBe(false);
    expect(countedBeforeCode('k1', 'read')).toBe(false);
    // Back to the first entry brings its key again: the code counts it.
    expect(countedBeforeCode('default', 'read')).toBe(false);
    expect(countedBeforeCode('default', { ad: 'a1' })).toBe(false);
  });

  it('gives each vista of the document’s view to one side, whichever sees it first', () => {
    expect(takeVista('default', 'a1')).toBe(true); // the code saw it first
    expect(takeDocumentViewVista(counted, 'a1')).toBe(false); // so the loader does not send it
    expect(takeDocumentViewVista(counted, 'a2')).toBe(true); // the loader saw this one first
    expect(takeVista('default', 'a2')).toBe(false);
    // Another view is the code's alone.
    expect(takeVista('k1', 'a2')).toBe(true);
  });

  it('counts everything when no loader ran (the back office, a section left to the browser)', () => {
    vi.stubGlobal('window', {});
    expect(countedBeforeCode('default', 'read')).toBe(false);
    expect(takeVista('default', 'a1')).toBe(true);
  });
});
