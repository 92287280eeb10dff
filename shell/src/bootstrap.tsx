import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { takeOverServerAnswers } from '@portal/ui';
import { installHistoryGuard } from '@portal/ui/history-guard';
import { App } from './app/app';
import { MarkTakenOver } from './remotes/remote-view';
import {
  HAND_OVER_ELEMENT_ID,
  PrerenderedSectionsContext,
  SECTION_FALLBACK_DIGEST,
  type HandOver,
  type PrerenderedSections,
} from './remotes/prerendered-sections';
import './styles/global.css';

// Before the router mounts: a screen that asks before leaving (the back office's unsaved work)
// hears Back and Forward before the router does (packages/ui history-guard.ts).
installHistoryGuard();

const container = document.getElementById('root')!;
// A server-rendered page (DESIGN §10) carries the answers that rendered it and its sections' releases.
const handOverText = document.getElementById(HAND_OVER_ELEMENT_ID)?.textContent;
const handOver = handOverText ? (JSON.parse(handOverText) as HandOver) : undefined;
const prerendered: PrerenderedSections = { releases: {} };
for (const [remote, section] of Object.entries(handOver?.sections ?? {})) {
  if (section && 'release' in section) prerendered.releases[remote] = section.release;
}
if (handOver) takeOverServerAnswers(handOver.answers);
/** `#root`, marked once the chrome is hydrated (TAKEN_OVER_ATTRIBUTE). */
const rootElement = { current: container };

const app = (
  <StrictMode>
    <BrowserRouter>
      <PrerenderedSectionsContext value={prerendered}>
        <App />
        {handOver && <MarkTakenOver element={rootElement} />}
      </PrerenderedSectionsContext>
    </BrowserRouter>
  </StrictMode>
);

if (handOver) {
  // Taken over: each section hydrates once its code has arrived, its server HTML on screen meanwhile.
  // As a transition, the hydration runs in slices that yield to the browser, not one long task.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        // A section the server left to the browser is rendered here, as intended.
        if ((error as { digest?: string }).digest !== SECTION_FALLBACK_DIGEST) console.error(error);
      },
    });
  });
} else {
  // Rendered as a transition, in slices that yield to the browser, rather than one long task.
  startTransition(() => createRoot(container).render(app));
}
