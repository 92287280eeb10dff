import type { MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';
import { SiteHeader } from './site-header';
import { BreakingNewsBar } from './breaking-news-bar';
import { SiteFooter } from './site-footer';
import styles from './site-layout.module.css';

const MAIN_ID = 'contenido';

/**
 * Moves the focus to the page's main content. The link's own fragment works before the code
 * arrives; afterwards the focus moves without a new history entry (which the router would take
 * for another page view).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The public chrome: top bar, header and footer around whichever section is on screen. */
export function SiteLayout() {
  return (
    <div className={styles.page}>
      {/* The first focus stop of every public page (WCAG 2.4.1), shown only while focused. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Saltar al contenido
      </a>
      <TopBar />
      <SiteHeader />
      <BreakingNewsBar />
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
