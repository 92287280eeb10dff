import { createContext } from 'react';
import type { HandedOverAnswer } from '@portal/ui';

/**
 * The sections a server rendered into the document (DESIGN §10), by remote: the release that
 * rendered it and, while the server renders the chrome, the section's HTML to put in its place.
 * `fallback`: the section could not be rendered in time and is left to the browser.
 */
export type PrerenderedSection = { release: string; html?: string } | { fallback: true };

export type PrerenderedSections = Partial<Record<string, PrerenderedSection>>;

export const PrerenderedSectionsContext = createContext<PrerenderedSections>({});

/** The JSON the browser takes over a server-rendered page with. */
export interface HandOver {
  sections: PrerenderedSections;
  answers: Record<string, HandedOverAnswer>;
}

export { HAND_OVER_ELEMENT_ID } from './hand-over-element';

/**
 * The digest of the error a server render throws where a section fell back to the browser: React
 * then sends that boundary's fallback, which the browser replaces by rendering it as today.
 */
export const SECTION_FALLBACK_DIGEST = 'seccion-en-el-navegador';
