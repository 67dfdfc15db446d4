import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ErrorBoundaryProps {
  /** What failed, for the message: "this dialog", "this page". */
  part: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** Whether `error` is a code-split file that could not be fetched (offline, or a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}

/**
 * Keeps a failure in one part of the app (a dialog, a popover, a route, the reorder code) from
 * blanking the whole page: that part is replaced by an alert saying so, with Reload; everything
 * else keeps working. The alert joins the notices at the bottom of the page (`#notices`), so it
 * covers no control. After a render error, Dismiss lets the part try again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Tickday: ${this.props.part} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    const notices = document.getElementById('notices');
    const alert = (
      <div
        role="alert"
        className={
          'pointer-events-auto mx-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-2xl border border-danger/60 bg-surface p-4 text-sm text-fg shadow-xl' +
          (notices ? '' : ' fixed inset-x-3 bottom-3 z-[60] w-auto')
        }
      >
        <p className="min-w-0 flex-1 basis-52">
          {chunk
            ? `Part of Tickday (${this.props.part}) could not be loaded. You may be offline, or a new version is out.`
            : `Part of Tickday (${this.props.part}) hit a problem and could not be shown.`}{' '}
          Your data is safe.
        </p>
        <div className="flex gap-2">
          {/* A file that failed to load stays failed in this page (the browser keeps the
              failure), so only a reload helps; a part that failed to render may work again. */}
          {!chunk && (
            <button
              type="button"
              onClick={() => this.setState({ error: null })}
              className="h-9 rounded-full border border-line px-4 font-semibold hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              Dismiss
            </button>
          )}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-9 rounded-full bg-fg px-4 font-semibold text-bg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
          >
            Reload
          </button>
        </div>
      </div>
    );
    return notices ? createPortal(alert, notices) : alert;
  }
}
