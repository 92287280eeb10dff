// The shell's server side (DESIGN §10): the chrome (top bar, header, footer) around the sections
// that each section's release rendered on its own origin. Bundled into the portal's server.
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router-dom';
import type { HandedOverAnswer, RemoteName, SectionForChrome, ShellServerRenderer } from '@portal/contracts';
import { ServerRenderContext, type ServerRender } from '@portal/ui/server';
import { App } from './app/app';
import {
  PrerenderedSectionsContext,
  SECTION_FALLBACK_DIGEST,
  type PrerenderedSections,
} from './remotes/prerendered-sections';
import styles from './remotes/remote-view.module.css';

// Its exports are the portal's ShellServerRenderer (@portal/contracts), checked here; the Node
// entry imports the built file and the worker bundles it.
export { HAND_OVER_ELEMENT_ID } from './remotes/prerendered-sections';

/**
 * The root element's HTML of the page at `path`, each section's own HTML in its place: the very
 * markup the browser's RemoteView hydrates (remote-view.tsx), with the same attributes; and the
 * title the chrome's own page gave usePageTitle (the not-found page's).
 */
export const renderChrome: ShellServerRenderer['renderChrome'] = async (
  path,
  sections,
  chromeAnswers = {},
) => {
  // The chrome's own data (categories, the breaking-news bar), read by the portal with the page:
  // the same answers travel in the document, so the browser's first render draws the same.
  const loads = new Map<string, Promise<HandedOverAnswer>>();
  let title: string | undefined;
  const server: ServerRender = {
    origin: '',
    title(pageTitle) {
      title = pageTitle;
    },
    load(apiPath) {
      let answer = loads.get(apiPath);
      if (!answer) {
        answer = Promise.resolve(chromeAnswers[apiPath] ?? { error: { status: 503, msg: '' } });
        loads.set(apiPath, answer);
      }
      return answer;
    },
  };
  const prerendered: PrerenderedSections = {
    releases: {},
    slot: (remote) => <SectionSlot remote={remote} section={sections[remote as RemoteName]} />,
  };
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StaticRouter location={path}>
      <ServerRenderContext value={server}>
        <PrerenderedSectionsContext value={prerendered}>
          <App />
        </PrerenderedSectionsContext>
      </ServerRenderContext>
    </StaticRouter>,
    {
      // Every boundary in place, never outlined to be swapped in by an inline script: the page
      // must read without JavaScript, and the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        const digest = (error as { digest?: string }).digest;
        if (digest === SECTION_FALLBACK_DIGEST) return digest;
        failure ??= error;
        return undefined;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { html, title };
};

function SectionSlot({ remote, section }: { remote: string; section: SectionForChrome | undefined }) {
  if (!section || 'fallback' in section) {
    // Left to the browser, marked as such: the boundary's fallback goes out instead.
    return (
      <Suspense
        fallback={
          <div className={styles.loading} data-ssr-section={remote} data-ssr-fallback="" aria-busy="true" />
        }
      >
        <LeftToTheBrowser />
      </Suspense>
    );
  }
  return (
    <Suspense>
      <div
        data-remote-section={remote}
        className={styles.section}
        data-ssr-section={remote}
        data-release={section.release}
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
    </Suspense>
  );
}

/** Makes the server send its Suspense boundary's fallback, for the browser to render. */
function LeftToTheBrowser(): never {
  throw Object.assign(new Error('Sección a cargo del navegador'), { digest: SECTION_FALLBACK_DIGEST });
}
