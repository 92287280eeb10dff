import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { takeOverServerAnswers } from '@portal/ui';
import { App } from './app/app';
import {
  HAND_OVER_ELEMENT_ID,
  PrerenderedSectionsContext,
  SECTION_FALLBACK_DIGEST,
  type HandOver,
  type PrerenderedSections,
} from './remotes/prerendered-sections';
import './styles/global.css';

const container = document.getElementById('root')!;
const handOver = readHandOver();

if (handOver) {
  // A server-rendered page (DESIGN §10): taken over with the answers that rendered it; each
  // section hydrates once its code has arrived, its server HTML on screen meanwhile.
  takeOverServerAnswers(handOver.answers);
  const rendered: PrerenderedSections = Object.fromEntries(
    Object.entries(handOver.sections).filter(([, section]) => section && !('fallback' in section)),
  );
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter>
        <PrerenderedSectionsContext value={rendered}>
          <App />
        </PrerenderedSectionsContext>
      </BrowserRouter>
    </StrictMode>,
    {
      onRecoverableError(error) {
        // A section the server left to the browser is rendered here, as intended.
        if ((error as { digest?: string }).digest === SECTION_FALLBACK_DIGEST) return;
        console.error(error);
      },
    },
  );
} else {
  const root = createRoot(container);
  // Rendered as a transition, in slices that yield to the browser, rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

function readHandOver(): HandOver | undefined {
  const element = document.getElementById(HAND_OVER_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HandOver;
  } catch {
    return undefined;
  }
}
