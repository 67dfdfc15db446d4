import { browserLanguages } from '../platform/browser-languages';
import { pickSnapshot, zoneMarks } from './snapshot';

/**
 * index.html's second inline script, right after #root (scripts/shell-script.ts bundles it; the
 * first paint waits for it, index.html's `expect` link). When the stored snapshot still shows the
 * stored state of today (snapshot.ts), it puts that page in #root in place of the shell and marks
 * <html> `data-shell="snapshot"`; main.tsx then hydrates it.
 *
 * Until React has taken the page over, a click or a key on it is held here, kept from the page,
 * and handed back by `release` (main.tsx, right after it starts hydrating): React then hydrates
 * at once and does what it would have done a second later. Never lost, never done twice.
 */
export interface HeldSnapshot {
  /** The cards the painted HTML holds. */
  cards: number;
  /** Stops holding input and hands what was held to the page, in order. */
  release: () => void;
}

const root = document.getElementById('root');
let picked: ReturnType<typeof pickSnapshot> = null;
try {
  picked = root
    ? pickSnapshot({
        read: (key) => localStorage.getItem(key),
        build: document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
        languages: browserLanguages().join(),
        now: Date.now(),
        path: location.pathname + location.search,
        zoneMarks,
      })
    : null;
} catch {
  // Storage that cannot be read: the page takes today's path.
}
if (root && picked) {
  root.innerHTML = picked.html;
  document.documentElement.setAttribute('data-shell', 'snapshot');
  const held: Event[] = [];
  /** Ticks shown flipped meanwhile, with the aria-pressed each had. */
  const flipped = new Map<Element, string | null>();
  const hold = (event: Event) => {
    if (!root.contains(event.target as Node)) return;
    // A key's own default (Tab's focus move, Enter's click) still happens; a click's does not.
    if (event.type === 'click') {
      event.preventDefault();
      // A tick shows its new state at once, as the app will make it (its look follows
      // aria-pressed, features/habits/check-button.tsx); put back before React is handed the tap.
      const tick = (event.target as Element).closest('button[data-tick][aria-pressed]');
      if (tick) {
        const pressed = tick.getAttribute('aria-pressed');
        if (!flipped.has(tick)) flipped.set(tick, pressed);
        tick.setAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      }
    }
    event.stopImmediatePropagation();
    held.push(event);
  };
  const types = ['click', 'keydown'] as const;
  types.forEach((type) => addEventListener(type, hold, true));
  (self as { tickdaySnapshot?: HeldSnapshot }).tickdaySnapshot = {
    cards: picked.cards,
    release() {
      types.forEach((type) => removeEventListener(type, hold, true));
      // As React expects to find them; the taps handed on below set them again, in this task.
      flipped.forEach((pressed, tick) => tick.setAttribute('aria-pressed', pressed ?? 'false'));
      for (const event of held.splice(0)) {
        const target = event.target as Element;
        if (!target.isConnected) continue;
        if (event instanceof MouseEvent) {
          const { clientX, clientY, screenX, screenY, button, detail } = event;
          const { shiftKey, ctrlKey, altKey, metaKey } = event;
          const init = { clientX, clientY, screenX, screenY, button, detail };
          const keys = { shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
          target.dispatchEvent(new MouseEvent('click', { ...init, ...keys }));
        } else {
          const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
          const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true };
          target.dispatchEvent(new KeyboardEvent('keydown', { ...init, cancelable: true }));
        }
      }
    },
  };
}
