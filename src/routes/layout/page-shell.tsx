import { useEffect, useRef, type ReactNode } from 'react';
import { LazyBadgeToast } from '../../features/badges/badge-toast-slot';
import { CookieBanner } from '../../features/banner/cookie-banner';
import { StorageAlert } from '../../features/data/storage-alert';
import { LazyUndoToast } from './undo-toast-slot';
import { LazyUpdatePrompt } from '../../features/update/update-prompt-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageShellProps {
  title: string;
  minimalHeader?: boolean;
  /** A notice of this page's own, in the stack above the notice about data. */
  notice?: ReactNode;
  children: ReactNode;
}

/** Header, the page's main content, footer, and the stack of notices at the bottom. */
export function PageShell({ title, minimalHeader = false, notice, children }: PageShellProps) {
  const { notices, spacer } = useNoticeSpace();
  const main = useFocusOnArrival();
  return (
    <>
      <title>{title}</title>
      <SiteHeader minimal={minimalHeader} />
      <main ref={main} id="main" className="mx-auto w-full max-w-xl px-4 pt-24">
        {children}
      </main>
      <SiteFooter />
      <div ref={spacer} aria-hidden="true" />
      <div
        ref={notices}
        id="notices"
        className="pointer-events-none fixed inset-x-0 top-16 bottom-0 z-20 flex flex-col gap-2 overflow-y-auto p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] empty:hidden [&>:first-child]:mt-auto"
      >
        <StorageAlert />
        <LazyUpdatePrompt />
        <LazyUndoToast />
        <LazyBadgeToast />
        {notice}
        <CookieBanner />
      </div>
    </>
  );
}

/** Whether a page has been shown yet: the first one keeps the browser's own focus. */
let pageShown = false;

/**
 * docs/product.md §2.10: after a move to another page (a link, Back to Home, the browser's Back),
 * focus lands on the new page's heading, so a keyboard or screen-reader user starts there instead
 * of at the top of the document. After the task that mounts the page: a menu or popover that
 * closed on the way hands focus back in a task of its own first.
 */
function useFocusOnArrival() {
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!pageShown) {
      pageShown = true;
      return;
    }
    const timer = setTimeout(() => {
      const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return main;
}

/**
 * Keeps the spacer after the footer as tall as the fixed notices at the bottom, so the footer
 * can scroll clear of them and never sits under a banner or toast. The stack fills the viewport
 * below the header with its notices at its foot (the first one's top margin takes the free room),
 * so one arriving above others moves neither the stack nor them (a layout shift; a part's alert,
 * appended last by its error boundary, lifts those above it). Taller than that room, at 400% zoom
 * say, the stack scrolls, from the first notice's top down: with the notices pushed to its foot
 * instead, the top ones would sit above the viewport where nothing can reach them (WCAG 1.4.10).
 * Their height is measured from the first one's top, whenever one comes, goes or changes size.
 * Only the spacer changes (a value on <html> would restyle the whole page), and only when the
 * height does: with no notices the stack is `display: none`, so the first paint needs no second
 * layout.
 */
function useNoticeSpace() {
  const notices = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = notices.current;
    const space = spacer.current;
    if (!node || !space || typeof ResizeObserver === 'undefined') return;
    let height = 0;
    const measure = () => {
      const first = node.firstElementChild as HTMLElement | null;
      const next = node.offsetHeight - (first?.offsetTop ?? 0);
      if (next === height) return;
      height = next;
      space.style.height = `${height}px`;
    };
    const sizes = new ResizeObserver(measure);
    // Each notice is watched from its arrival to its removal (a gone one is not kept alive).
    const arrivals = new MutationObserver((records) => {
      for (const { addedNodes, removedNodes } of records) {
        for (const added of addedNodes) if (added instanceof Element) sizes.observe(added);
        for (const removed of removedNodes)
          if (removed instanceof Element) sizes.unobserve(removed);
      }
      measure();
    });
    arrivals.observe(node, { childList: true });
    for (const child of node.children) sizes.observe(child);
    return () => {
      sizes.disconnect();
      arrivals.disconnect();
    };
  }, []);
  return { notices, spacer };
}
