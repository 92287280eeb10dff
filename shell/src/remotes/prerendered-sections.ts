import { createContext, type ReactNode } from 'react';
import type { HandedOverAnswer } from '@portal/ui';

export { HAND_OVER_ELEMENT_ID } from './hand-over-element';

/**
 * A section as the server rendered it into the document (DESIGN §10): the release that rendered
 * it, or `fallback` when it could not be rendered in time and was left to the browser.
 */
export type PrerenderedSection = { release: string } | { fallback: true };

/** What a RemoteView knows of the server's rendering. */
export interface PrerenderedSections {
  /** In the browser: the release whose server HTML each section takes over. */
  releases: Partial<Record<string, string>>;
  /** On the server: draws a section's place (shell/src/server.tsx). */
  slot?: (remote: string) => ReactNode;
}

export const PrerenderedSectionsContext = createContext<PrerenderedSections>({ releases: {} });

/** The JSON the browser takes over a server-rendered page with. */
export interface HandOver {
  sections: Partial<Record<string, PrerenderedSection>>;
  answers: Record<string, HandedOverAnswer>;
}

/**
 * The digest of the error a server render throws where a section fell back to the browser: React
 * then sends that boundary's fallback, which the browser replaces by rendering it as today.
 */
export const SECTION_FALLBACK_DIGEST = 'seccion-en-el-navegador';
