/**
 * Server-rendered public pages (DESIGN §10). The portal owns the frame: it finds the page's
 * section in the public routes (@portal/contracts), asks that section's release (the one this
 * visitor gets, §8) for its fragment at `<release folder>/_render` (the fragment protocol of
 * @portal/contracts: HTML, status, head, answers), has the shell's server renderer draw the chrome
 * around it, and composes the document with the page's head. A section that fails, is slow or
 * unreachable is left to the browser: the page never fails with it.
 */
import {
  isAdminPath,
  matchPublicRoute,
  missingPageHead,
  readSectionFragmentParts,
  SECTION_FRAGMENT_TYPE,
  sectionRenderUrl,
  type PageHead,
  type PageStatus,
  type RemoteName,
  type SectionFragmentParts,
  type ShellServerRenderer,
} from '@portal/contracts';
import { remotesFor, type RegistryState } from '../releases/release-registry.ts';
import type { ChromeAnswers } from './chrome-data.ts';
import {
  composeDocument,
  composeDocumentStart,
  splitLeadingHints,
  templateFacts,
} from './compose-document.ts';
import { createStylesheetTexts, fetchStylesheet, type StylesheetReader } from './inline-styles.ts';

export interface PageRendererDeps {
  /** The shell's server renderer; null when the shell is not built with one. */
  shellServer: () => Promise<ShellServerRenderer | null>;
  /** The registry's state (what each visitor gets). */
  registryState: () => Promise<RegistryState>;
  /** AppConfig.siteUrl: the public origin of absolute links (the request's only in tests). */
  siteUrl?: string | undefined;
  /** How long a section may take (SSR_BUDGET_MS, 250 ms by default). */
  budgetMs: number;
  /**
   * How long a page's failed render (failed, slow, unreachable) is remembered for its release:
   * meanwhile its views go out with the section left to the browser, without asking the release
   * again (FALLBACK_MEMORY_MS by default).
   */
  fallbackMemoryMs?: number;
  /**
   * Told when a candidate release's render failed, was slow or unreachable: it counts as a
   * failure of that release (§8), as the visitor's browser would report it. Awaited, so that the
   * count is written on every runtime; its own failure never fails the page.
   */
  onCandidateFailure?: (remote: RemoteName, releaseId: string, visitor: number | undefined) => Promise<void>;
  /**
   * The text of one of the shell's own stylesheets by its href in index.html (`/….css`): the
   * Node entry reads the shell's folder, the worker its static assets. Without it, or when it
   * answers nothing, the shell's stylesheets stay links.
   */
  shellStylesheet?: StylesheetReader;
  fetch?: typeof fetch;
  /** The chrome's own data (pages/chrome-data.ts); a failure leaves it to the browser. */
  chromeAnswers?: () => Promise<ChromeAnswers>;
}

/**
 * A rendered document, or null where the browser renders (the back office, no shell renderer).
 * It is made in two parts (DESIGN §10): `start`, the whole head, as soon as the section has said
 * what the page is (its fragment's opening), and `rest` once the section's HTML has come.
 */
export interface RenderedPage {
  /** The document up to its head's last hints: it can leave at once. */
  start: string;
  /**
   * The rest of the document. `kept` is false when the section's HTML did not come after its
   * opening (failed, past the budget): the rest then leaves the section to the browser, and the
   * document must not be kept by any cache.
   */
  rest: Promise<{ html: string; kept: boolean }>;
  /** The texts of the document's `<style>` elements, which its CSP allows by hash. */
  inlineStyles: string[];
  /** The section's word (404 for a missing item or list page, 400 for a search it refused), or the path's. */
  status: PageStatus;
  /** Which release rendered the section (its id), 'fallback', or 'none' (the not-found page). */
  release: string;
  /** The head the document carries; null where it keeps the shell's (a fallback). */
  head: PageHead | null;
  /**
   * The document ends open, for its answer to close with the bootstrap that asks for the loader
   * under that answer's own nonce (http/script-nonce.ts): a page whole without code.
   */
  open: boolean;
}

/** A document made in one piece, as a RenderedPage's parts. */
const whole = (html: string, kept: boolean) => ({ start: html, rest: Promise.resolve({ html: '', kept }) });

/** What is known of a page before and without its section's fragment. */
export interface PageFacts {
  /** The status its path alone gives (seo/shell-document-status.ts): the page's can only add to it. */
  pathStatus?: PageStatus;
  /**
   * The page's status and head when its section could not render it (a fallback): the crawler
   * pages of an item read them from the database then, so that a link preview keeps its card.
   */
  withoutSection?: () => Promise<{ status: PageStatus; head: PageHead | null }>;
}

/**
 * A page that is not the one asked for (404, 400) is never indexed and names no canonical URL, nor
 * a feed of its own (an unknown category's would be a 404 too).
 */
function headForStatus(head: PageHead, status: PageStatus): PageHead {
  if (status === 200) return head;
  const { canonical: _canonical, feeds: _feeds, ...rest } = head;
  return { ...rest, robots: 'noindex' };
}

export function createPageRenderer({
  shellServer,
  registryState,
  budgetMs,
  fallbackMemoryMs = FALLBACK_MEMORY_MS,
  siteUrl,
  onCandidateFailure,
  shellStylesheet,
  fetch: fetchFn = fetch,
  chromeAnswers = async () => ({}),
}: PageRendererDeps) {
  const stylesheets = createStylesheetIndex(fetchFn);
  const fragments = createFragmentMemory(fetchFn, budgetMs, fallbackMemoryMs);
  const shellStyleTexts = shellStylesheet ? createStylesheetTexts(shellStylesheet) : undefined;
  const sectionStyleTexts = createStylesheetTexts(fetchStylesheet(fetchFn));

  /**
   * The texts of the stylesheets that can go inline, by href, read within the page's budget
   * (`deadline`): one missing stays a link.
   */
  async function inlineStyles(
    shellHrefs: readonly string[],
    sectionHrefs: readonly string[],
    deadline: AbortSignal,
  ): Promise<Map<string, string>> {
    const read = (texts: typeof sectionStyleTexts | undefined, href: string) =>
      texts
        ? texts(href, deadline).then((css) => [href, css] as const)
        : Promise.resolve([href, undefined] as const);
    const texts = await Promise.all([
      ...shellHrefs.map((href) => read(shellStyleTexts, href)),
      ...sectionHrefs.map((href) => read(sectionStyleTexts, href)),
    ]);
    return new Map(texts.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  }

  return async function renderPage(
    requestUrl: string,
    template: string,
    visitor: number | undefined,
    { pathStatus = 200, withoutSection }: PageFacts = {},
  ): Promise<RenderedPage | null> {
    const shell = await shellServer();
    const { composable, shellStylesheets: shellHrefs } = await templateFacts(template);
    // No renderer, or an index.html without the root element to fill: the bare shell.
    if (!shell || !composable) return null;
    const url = new URL(requestUrl);
    const page = matchPublicRoute(url.pathname);
    // The back office stays rendered in the browser.
    if (!page && isAdminPath(url.pathname)) return null;
    const path = url.pathname + url.search;
    const chrome = chromeAnswers().catch((error: unknown) => {
      console.error('Chrome data not read for a server-rendered page:', error);
      return {};
    });
    const deadline = AbortSignal.timeout(budgetMs);
    if (!page) {
      // The chrome's not-found page, titled as it titles itself.
      const [notFound, styles] = await Promise.all([
        chrome.then((data) => shell.renderChrome(path, {}, data)),
        inlineStyles(shellHrefs, [], deadline),
      ]);
      const head = missingPageHead(notFound.title);
      const composed = await composeDocument(template, {
        rootHtml: notFound.html,
        handOver: { sections: {}, answers: await chrome },
        handOverId: shell.HAND_OVER_ELEMENT_ID,
        head,
        stylesheets: [],
        inlineStyles: styles,
        code: 'after-load',
        headHints: '',
        noindex: true,
      });
      return {
        status: 404,
        release: 'none',
        head,
        open: true,
        inlineStyles: composed.inlineStyles,
        ...whole(composed.html, true),
      };
    }

    const { remote, module, path: route } = page.route;
    const choice = remotesFor(await registryState(), visitor);
    const manifestUrl = choice[remote];
    const releaseId = choice.releases?.[remote]?.id ?? 'configurada';
    const isCandidate = Boolean(choice.releases?.[remote]?.activa);
    const renderUrl = sectionRenderUrl(manifestUrl, { path, route, module, origin: siteUrl ?? url.origin });

    // The section's stylesheets are read beside its fragment; a document whose section falls back
    // to the browser links the shell's (it is not kept by the caches: the next one tries again).
    const fragment = fragments.of(releaseId, renderUrl);
    const [opening, { css, styles }] = await Promise.all([
      fragment.opening,
      stylesheets
        .of(manifestUrl, module, budgetMs)
        .then(async (css) => ({ css, styles: await inlineStyles(shellHrefs, css, deadline) })),
    ]);
    const countFailure = async () => {
      if (!isCandidate || !onCandidateFailure) return;
      await onCandidateFailure(remote, releaseId, visitor).catch((error: unknown) =>
        console.error('The failed render of a candidate release was not counted:', error),
      );
    };
    /** The document's body with the section left to the browser. */
    const withSectionLeft = async () => {
      const chromeData = await chrome;
      const { html: rootHtml } = await shell.renderChrome(path, { [remote]: { fallback: true } }, chromeData);
      return {
        rootHtml,
        handOver: { sections: { [remote]: { fallback: true } }, answers: chromeData },
        headHints: '',
      };
    };

    if (!opening) {
      await countFailure();
      const described = await withoutSection?.();
      const status = pathStatus !== 200 ? pathStatus : (described?.status ?? 200);
      const head = described?.head ? headForStatus(described.head, status) : null;
      const composed = await composeDocument(template, {
        ...(await withSectionLeft()),
        handOverId: shell.HAND_OVER_ELEMENT_ID,
        // A fallback keeps the shell's head unless the database described the item.
        ...(head ? { head } : {}),
        stylesheets: [],
        // Its section needs the code at once.
        noindex: status !== 200,
      });
      return {
        status,
        release: 'fallback',
        head,
        open: false,
        inlineStyles: composed.inlineStyles,
        ...whole(composed.html, false),
      };
    }

    // The section has said what the page is: the head can leave before its HTML comes.
    const status = pathStatus !== 200 ? pathStatus : opening.status;
    const head = headForStatus(opening.head, status);
    const document = await composeDocumentStart(template, {
      handOverId: shell.HAND_OVER_ELEMENT_ID,
      head,
      stylesheets: css,
      inlineStyles: styles,
      // A page whole without code takes its code after its load.
      code: 'after-load',
      noindex: status !== 200,
    });
    const rest = fragment.body
      .then(async (body) => {
        if (!body) {
          // Past its opening the section failed or ran out of time: the page is still whole, its
          // section rendered by the browser (the code, listed for after the load, brings it).
          await countFailure();
          return { html: document.finish(await withSectionLeft()), kept: false };
        }
        const { hints, body: sectionHtml } = await splitLeadingHints(body.html, head?.preloadImage);
        const chromeData = await chrome;
        const { html: rootHtml } = await shell.renderChrome(
          path,
          { [remote]: { release: releaseId, html: sectionHtml } },
          chromeData,
        );
        const html = document.finish({
          rootHtml,
          handOver: {
            sections: { [remote]: { release: releaseId } },
            answers: { ...chromeData, ...body.answers },
          },
          headHints: hints,
        });
        return { html, kept: true };
      })
      .catch(async (error: unknown) => {
        // The chrome failed around the section's HTML: the page is still made whole without it.
        console.error(`The rest of ${path} was not made with its section:`, error);
        return { html: document.finish(await withSectionLeft()), kept: false };
      });
    return {
      status,
      release: releaseId,
      head,
      open: true,
      inlineStyles: document.inlineStyles,
      start: document.start,
      rest,
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** How long a page's failed render is remembered for its release (a few seconds). */
export const FALLBACK_MEMORY_MS = 5_000;
/** At most this many pages' failures are remembered (the oldest are forgotten first). */
const MAX_REMEMBERED_FALLBACKS = 1_000;

/**
 * A release's fragment of a page, asked once for the views that arrive together (they share the
 * render in flight) and not again for `memoryMs` after it failed: a slow release is asked once,
 * not once per view, while the portal gives up on it at its budget (its render is then aborted:
 * the fetch's signal closes the connection). Both parts must come within the budget.
 */
function createFragmentMemory(fetchFn: typeof fetch, budgetMs: number, memoryMs: number) {
  const inFlight = new Map<string, SectionFragmentParts>();
  /** Failed pages by key, with the time until which they are not asked again. */
  const failedUntil = new Map<string, number>();
  const failed: SectionFragmentParts = {
    opening: Promise.resolve(undefined),
    body: Promise.resolve(undefined),
  };
  return {
    of(releaseId: string, renderUrl: URL): SectionFragmentParts {
      const key = `${releaseId} ${renderUrl.href}`;
      const until = failedUntil.get(key);
      if (until !== undefined) {
        if (Date.now() < until) return failed;
        failedUntil.delete(key);
      }
      let fragment = inFlight.get(key);
      if (!fragment) {
        fragment = fetchFragment(fetchFn, renderUrl, budgetMs);
        inFlight.set(key, fragment);
        void fragment.body.then((body) => {
          inFlight.delete(key);
          if (!body && memoryMs > 0) {
            if (failedUntil.size >= MAX_REMEMBERED_FALLBACKS) forgetOldest(failedUntil);
            failedUntil.set(key, Date.now() + memoryMs);
          }
        });
      }
      return fragment;
    },
  };
}

function forgetOldest(entries: Map<string, number>) {
  const oldest = entries.keys().next();
  if (!oldest.done) entries.delete(oldest.value);
}

/** The section's fragment, each part within the budget, or undefined (failed, slow, unreachable). */
function fetchFragment(fetchFn: typeof fetch, url: URL, budgetMs: number): SectionFragmentParts {
  const response = fetchFn(url, {
    headers: { Accept: `${SECTION_FRAGMENT_TYPE}, application/json` },
    // Aborts the answer's body too: whatever has not come by then does not count.
    signal: AbortSignal.timeout(budgetMs),
  }).then(
    async (answer) => {
      if (answer.ok) return readSectionFragmentParts(answer);
      await answer.body?.cancel();
      return undefined;
    },
    () => undefined,
  );
  return {
    opening: response.then((parts) => parts?.opening),
    body: response.then((parts) => parts?.body),
  };
}

/** How long a release's manifest is trusted for its stylesheets' names. */
const MANIFEST_MAX_AGE_MS = 5_000;

interface ManifestExposes {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * The stylesheets an exposed module needs, read from its release's mf-manifest.json (kept a few
 * seconds per URL): linked from the document, the server HTML is styled at its first paint.
 */
function createStylesheetIndex(fetchFn: typeof fetch) {
  const manifests = new Map<string, { at: number; manifest: Promise<ManifestExposes | undefined> }>();
  return {
    async of(manifestUrl: string, module: string, budgetMs: number): Promise<string[]> {
      let entry = manifests.get(manifestUrl);
      if (!entry || Date.now() - entry.at > MANIFEST_MAX_AGE_MS) {
        const manifest = fetchFn(manifestUrl, { signal: AbortSignal.timeout(budgetMs) })
          .then((response) => (response.ok ? (response.json() as Promise<ManifestExposes>) : undefined))
          .catch(() => undefined);
        entry = { at: Date.now(), manifest };
        manifests.set(manifestUrl, entry);
      }
      const manifest = await entry.manifest;
      const exposed = manifest?.exposes?.find((expose) => expose.name === module);
      return (exposed?.assets?.css?.sync ?? []).map((file) => new URL(file, manifestUrl).href);
    },
  };
}
