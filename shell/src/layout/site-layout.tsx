import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';
import { SiteHeader } from './site-header';
import { BreakingNewsBar } from './breaking-news-bar';
import { SiteFooter } from './site-footer';
import styles from './site-layout.module.css';

/** The public chrome: top bar, header and footer around whichever section is on screen. */
export function SiteLayout() {
  return (
    <div className={styles.page}>
      <TopBar />
      <SiteHeader />
      <BreakingNewsBar />
      <main className={styles.main} id="contenido">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
