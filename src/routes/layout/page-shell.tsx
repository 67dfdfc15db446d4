import { useEffect, useRef, type ReactNode } from 'react';
import { BadgeToast } from '../../features/badges/badge-toast';
import { CookieBanner } from '../../features/banner/cookie-banner';
import { StorageAlert } from '../../features/data/storage-alert';
import { UndoToast } from '../../features/habits/undo-toast';
import { LazyUpdatePrompt } from '../../features/update/lazy-update-prompt';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageShellProps {
  title: string;
  minimalHeader?: boolean;
  children: ReactNode;
}

/** Header, the page's main content, footer, and the stack of notices at the bottom. */
export function PageShell({ title, minimalHeader = false, children }: PageShellProps) {
  const notices = useNoticeSpace();
  return (
    <>
      <title>{title}</title>
      <SiteHeader minimal={minimalHeader} />
      <main id="main" className="mx-auto w-full max-w-xl px-4 pt-24">
        {children}
      </main>
      <SiteFooter />
      <div
        ref={notices}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-20 grid gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <StorageAlert />
        <LazyUpdatePrompt />
        <UndoToast />
        <BadgeToast />
        <CookieBanner />
      </div>
    </>
  );
}

/**
 * Keeps `--notice-space` on <html> equal to the height of the fixed notices at the bottom, so
 * the footer can leave room for them and never sits under a banner or toast.
 */
function useNoticeSpace() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--notice-space', `${node.offsetHeight}px`);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--notice-space');
    };
  }, []);
  return ref;
}
