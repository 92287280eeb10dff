import type { Album } from '@portal/contracts';
import { MoreLink, SectionTitle } from '@portal/ui';
import { useHomeAlbums } from '../shared/gallery-api';
import { AlbumCarousel } from './album-carousel';
import styles from './home-galleries.module.css';

/** How many carousels the home shows; the newest albums go to the first one. */
const CAROUSELS = 3;

/** Splits the albums, in order, into `parts` runs of nearly equal length (none empty). */
function splitInto<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** The home's 'Galerías' block: the 12 newest albums in three carousels, and 'VER MÁS'. */
export default function HomeGalleries() {
  const { albums, error } = useHomeAlbums();
  const runs: (Album[] | undefined)[] = albums
    ? splitInto(albums, CAROUSELS)
    : [undefined, undefined, undefined];

  // Nothing to show (or the call failed, which is only logged): the home goes on without the block.
  if (error || albums?.length === 0) return null;
  return (
    <section className="container" aria-labelledby="home-galleries-title">
      <SectionTitle id="home-galleries-title">Galerías</SectionTitle>
      <div className={styles.carousels}>
        {runs.map((run, index) => (
          <AlbumCarousel key={index} albums={run} label={`Galerías ${index + 1} de ${runs.length}`} />
        ))}
      </div>
      <MoreLink to="/albums/9/1">VER MÁS</MoreLink>
    </section>
  );
}
