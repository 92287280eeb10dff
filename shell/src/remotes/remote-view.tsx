import { Component, Suspense, useState, type ReactNode } from 'react';
import { forgetRemoteComponent, remoteComponent, type RemoteName } from './remote-registry';
import styles from './remote-view.module.css';

interface RemoteViewProps {
  remote: RemoteName;
  module: string;
  /** Shown while the remote's code downloads. */
  loading?: ReactNode;
  props?: Record<string, unknown>;
}

/**
 * Renders one exposed module of a remote inside its own error boundary, so that a section whose
 * server is down (or whose code throws) never takes the header, footer or other sections with it.
 */
export function RemoteView({ remote, module, loading, props }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = remoteComponent(remote, module);
  return (
    <RemoteErrorBoundary
      // A new key per section and attempt: a failure never sticks to the next route's section.
      key={`${remote}/${module}#${attempt}`}
      onRetry={() => {
        forgetRemoteComponent(remote, module);
        setAttempt((n) => n + 1);
      }}
      section={remote}
    >
      <Suspense fallback={loading ?? <div className={styles.loading} aria-busy="true" />}>
        <div data-remote-section={remote} className={styles.section}>
          <Loaded {...props} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  section: RemoteName;
  onRetry: () => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Sección "${this.props.section}" no disponible:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failure} role="alert" data-remote-error={this.props.section}>
        <p className={styles.title}>No pudimos cargar esta sección.</p>
        <p>Revisá tu conexión e intentá de nuevo en unos instantes.</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Reintentar
        </button>
      </div>
    );
  }
}
