import { t } from '@lingui/core/macro';
import {
  Component,
  useLayoutEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { cn } from './cn';
import { Notice } from './notice';

/**
 * What failed, named in the alert and the console ("the calendar", "this page"): a function, so it
 * is read in the language in use when the alert shows (`() => t\`the calendar\``: parts are made
 * before any language is).
 */
export type PartName = () => string;

interface ErrorBoundaryProps {
  part: PartName;
  /**
   * Where the alert goes instead of the notice stack: a whole page that failed shows it inside
   * the page's frame (header, main, footer), not on an empty screen.
   */
  frame?: (alert: ReactNode) => ReactNode;
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
    console.error(`Tickday: ${this.props.part()} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    const { frame } = this.props;
    const part = this.props.part();
    const alert = (inNotices: boolean) => (
      <Notice
        role="alert"
        tone="danger"
        className={cn('flex-wrap p-4!', !inNotices && 'fixed inset-x-3 bottom-3 z-[60] w-auto!')}
      >
        <p className="min-w-0 flex-1 basis-52">
          {chunk
            ? t({
                message: `Part of Tickday (${part}) could not be loaded. You may be offline, or a new version is out. Your data is safe.`,
                comment: 'part: what failed, as "the calendar", "the habit menu", "this page"',
              })
            : t({
                message: `Part of Tickday (${part}) hit a problem and could not be shown. Your data is safe.`,
                comment: 'part: what failed, as "the calendar", "the habit menu", "this page"',
              })}
        </p>
        <div className="flex gap-2">
          {/* A file that failed to load stays failed in this page (the browser keeps the
              failure), so only a reload helps; a part that failed to render may work again. */}
          {!chunk && (
            <Button variant="outline" onClick={() => this.setState({ error: null })}>
              {t`Dismiss`}
            </Button>
          )}
          <Button variant="strong" onClick={() => window.location.reload()}>
            {t`Reload`}
          </Button>
        </div>
      </Notice>
    );
    if (frame) return frame(alert(true));
    return <InNotices alert={alert} />;
  }
}

/**
 * The alert in the notices of the page it is committed in (`#notices`), or fixed at its foot where
 * it has none. Found once committed: the first render over a painted snapshot would find the
 * painted page's, which its commit takes out, and a snapshot's render (in a document of its own,
 * app/first-paint/snapshot-writer.lazy.tsx) would find the live page's.
 */
function InNotices({ alert }: { alert: (inNotices: boolean) => ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [notices, setNotices] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(
    () => setNotices(probe.current?.ownerDocument.getElementById('notices') ?? null),
    [],
  );
  if (notices === undefined) return <span ref={probe} hidden />;
  return notices ? createPortal(alert(true), notices) : alert(false);
}
