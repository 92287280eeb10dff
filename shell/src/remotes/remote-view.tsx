import {
  Component,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { useNearScreen } from '@portal/ui';
import { forgetRemoteComponent, remoteComponent, type RemoteName } from './remote-registry';
import { mayFallBack, releaseChoices } from './remote-config';
import { PrerenderedSectionsContext } from './prerendered-sections';
import styles from './remote-view.module.css';

interface RemoteViewProps {
  remote: RemoteName;
  module: string;
  /** Shown while the remote's code downloads. */
  loading?: ReactNode;
  props?: Record<string, unknown>;
  /** Called once the section is on screen, or has failed. */
  onSettled?: () => void;
}

/**
 * Renders one exposed module of a remote inside its own error boundary, so that a section whose
 * server is down (or whose code throws) never takes the header, footer or other sections with it.
 */
export function RemoteView({ remote, module, loading, props, onSettled }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const sectionElement = useRef<HTMLDivElement>(null);
  const { releases, slot } = useContext(PrerenderedSectionsContext);
  // On the server, the section's place is drawn by the shell's server renderer (server.tsx).
  if (slot) return slot(remote);
  const Loaded = remoteComponent(remote, module);
  // A server-rendered section is taken over (hydrated) with the same markup.
  const release = releases[remote];
  const ssrAttributes = release && { 'data-ssr-section': remote, 'data-release': release };
  return (
    <RemoteErrorBoundary
      // A new key per section and attempt: a failure never sticks to the next route's section.
      key={`${remote}/${module}#${attempt}`}
      onRetry={() => {
        forgetRemoteComponent(remote, module);
        setAttempt((n) => n + 1);
      }}
      onFailure={onSettled}
      section={remote}
    >
      <Suspense fallback={loading ?? <div className={styles.loading} aria-busy="true" />}>
        <div data-remote-section={remote} className={styles.section} {...ssrAttributes} ref={sectionElement}>
          <Loaded {...props} />
        </div>
        {ssrAttributes && <MarkTakenOver element={sectionElement} />}
        {onSettled && <Shown onShown={onSettled} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Marks a server-rendered element as taken over once its content has hydrated (its effects run
 * after those of the content before it): the document's loader replays a tap made before then,
 * and journeys wait on it (TAKEN_OVER_ATTRIBUTE). Set outside React's render, so the hydrated
 * markup is the server's.
 */
export function MarkTakenOver({ element }: { element: RefObject<HTMLElement | null> }) {
  useEffect(() => element.current?.setAttribute(TAKEN_OVER_ATTRIBUTE, ''), [element]);
  return null;
}

/** Reports, once, that the Suspense boundary around it shows its content. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** How close to the screen a deferred section must come before its code and data are requested. */
const DEFERRED_SECTION_MARGIN = '600px';

/**
 * A section below the first screen (the home's galleries): its code and data are requested only
 * when the visitor scrolls within DEFERRED_SECTION_MARGIN of it, so that on a slow phone they do
 * not share the link with what the first screen needs. It starts watching once `ready` (the
 * sections above it are laid out, so it is where it will be); an empty block holds its place.
 */
export function DeferredRemoteView({
  remote,
  module,
  ready,
}: {
  remote: RemoteName;
  module: string;
  ready: boolean;
}) {
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(placeholder, DEFERRED_SECTION_MARGIN, ready);
  if (!near) {
    return (
      <div ref={setPlaceholder} className={styles.deferred} data-deferred-section={remote} aria-hidden />
    );
  }
  return (
    <RemoteView
      remote={remote}
      module={module}
      loading={<div className={styles.deferred} aria-busy="true" />}
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  section: RemoteName;
  onRetry: () => void;
  onFailure?: () => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; gaveUp: boolean }> {
  override state = { failed: false, gaveUp: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const { section } = this.props;
    const release = releaseChoices[section]?.id;
    if (!mayFallBack(section, release)) return this.report(error);
    // A chunk of a candidate release that fails while the section renders: the active one
    // instead. The code that switches loads only then (it is no part of a first visit).
    void import('./release-fallback').then(({ fallBackToActive }) => {
      if (fallBackToActive(section, release, error)) return this.props.onRetry();
      this.setState({ gaveUp: true });
      this.report(error);
    });
  }

  private report(error: unknown) {
    console.error(`Sección "${this.props.section}" no disponible:`, error);
    this.props.onFailure?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Falling back to the active release: no error box meanwhile.
    if (!this.state.gaveUp && mayFallBack(this.props.section, releaseChoices[this.props.section]?.id)) {
      return <div className={styles.loading} aria-busy="true" />;
    }
    return (
      <div className={styles.failure} role="alert" data-remote-error={this.props.section}>
        <p className={styles.title}>No pudimos cargar esta sección.</p>
        {/* Readers are addressed formally, as everywhere on the site; the back office uses voseo. */}
        <p>
          {this.props.section === 'admin'
            ? 'Revisá tu conexión e intentá de nuevo en unos instantes.'
            : 'Revise su conexión e intente de nuevo en unos instantes.'}
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Reintentar
        </button>
      </div>
    );
  }
}
