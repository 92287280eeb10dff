// The shell's server side (DESIGN §10): the chrome (top bar, header, footer) around the sections
// that each section's release rendered on its own origin. Bundled into the portal's server.
import { renderToReadableStream } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import {
  PrerenderedSectionsContext,
  SECTION_FALLBACK_DIGEST,
  type PrerenderedSections,
} from './remotes/prerendered-sections';

export { serverPageOf } from './app/routes';
export {
  HAND_OVER_ELEMENT_ID,
  type HandOver,
  type PrerenderedSections,
} from './remotes/prerendered-sections';

/** The root element's HTML of the page at `path`, the sections' own HTML in their places. */
export async function renderChrome(path: string, sections: PrerenderedSections): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StaticRouter location={path}>
      <PrerenderedSectionsContext value={sections}>
        <App />
      </PrerenderedSectionsContext>
    </StaticRouter>,
    {
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
  return html;
}
