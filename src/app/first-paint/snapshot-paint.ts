import { browserLanguages } from '../../platform/browser-languages';
import { buildOf, pickSnapshot, zoneMarks } from './snapshot';
import { pageAt } from './snapshot-page';

/**
 * index.html's second inline script, right after #root (scripts/inline-scripts.ts bundles it; the
 * first paint waits for it, index.html's `expect` link). When the stored snapshot still shows the
 * stored state of today (snapshot.ts), it puts that page in #root in place of the shell and marks
 * <html> `data-shell="snapshot"`; main.tsx then has React render the same page and put it in this
 * one's place.
 *
 * Until React has taken the page over, a click or a key on it is held here, kept from the page,
 * and handed back by `release` (app.tsx, in React's first commit), each as it would have been done
 * then, to the element of React's page in the place of the one it was aimed at. Never lost, never
 * done twice.
 */
export interface HeldSnapshot {
  /** The cards the painted HTML holds. */
  cards: number;
  /** Whether the stored snapshot has a page for the next day too (snapshot-schedule.lazy.ts). */
  next: boolean;
  /** The stored texts of the other keys it was made from, as they still are (snapshot-schedule.lazy.ts). */
  inputs: Record<string, string | null>;
  /**
   * Called in React's first commit, when its page has taken this one's place: stops holding input,
   * and hands what was held to React's page, in order.
   */
  release: () => void;
}

const root = document.getElementById('root');
let picked: ReturnType<typeof pickSnapshot> = null;
try {
  picked = root
    ? pickSnapshot({
        read: (key) => localStorage.getItem(key),
        build: buildOf(document),
        languages: browserLanguages().join(),
        now: Date.now(),
        heightAtMost: (px) => matchMedia(`(max-height: ${px}px)`).matches,
        path: pageAt(location),
        zoneMarks,
      })
    : null;
} catch {
  // Storage that cannot be read: the page takes today's path.
}
if (root && picked) {
  root.innerHTML = picked.html;
  document.documentElement.setAttribute('data-shell', 'snapshot');
  /** The painted page's top elements, which React's first commit takes out of #root. */
  const painted = [...root.children];
  /**
   * The element of the page now in #root in the place `node` had in the painted one (itself while
   * that is still there): the same tag and name at the same index under each parent on the way
   * down, or null. React's page is the same markup (main.tsx).
   */
  const moved = (node: Element): Element | null => {
    if (node.isConnected) return node;
    const path: number[] = [];
    let top = node;
    for (let up = top.parentElement; up; top = up, up = up.parentElement) {
      path.unshift([...up.children].indexOf(top));
    }
    const there = path.reduce<Element | undefined>(
      (at, i) => at?.children[i],
      root.children[painted.indexOf(top)],
    );
    const same = (a: Element, b: Element) =>
      a.tagName === b.tagName &&
      a.getAttribute('aria-label') === b.getAttribute('aria-label') &&
      a.textContent === b.textContent;
    return there && painted.includes(top) && same(there, node) ? there : null;
  };
  /** The element focused on the painted page (Tab moves it while React is not there yet). */
  let focused: Element | null = null;
  const follow = (event: FocusEvent) => {
    if (root.contains(event.target as Node)) focused = event.target as Element;
  };
  addEventListener('focusin', follow, true);
  const held: Event[] = [];
  /** Ticks shown flipped meanwhile, with the aria-pressed each had. */
  const flipped = new Map<Element, string | null>();
  const tickOf = (event: Event) =>
    (event.target as Element).closest?.('button[data-tick][aria-pressed]') ?? null;
  /** Whether the browser would click `target` for this key (Enter or Space on a button). */
  const activates = ({ key, target }: KeyboardEvent) =>
    (key === 'Enter' || key === ' ') && !!(target as Element).closest?.('button');
  const hold = (event: Event) => {
    if (!root.contains(event.target as Node)) return;
    // Tab still moves the focus (nothing of the page's code is needed for it).
    if (event instanceof KeyboardEvent && event.key === 'Tab') return;
    // No default now: a key's click is made when the key is handed on, as the page then decides.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'keyup') return;
    // A tick shows its new state at once, as the app will make it (its look follows
    // aria-pressed, features/habits/card/check-button.tsx); put back as its tap is handed on.
    const tick = tickOf(event);
    if (tick && (event.type === 'click' || activates(event as KeyboardEvent))) {
      const pressed = tick.getAttribute('aria-pressed');
      if (!flipped.has(tick)) flipped.set(tick, pressed);
      tick.setAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    }
    held.push(event);
  };
  const types = ['click', 'keydown', 'keyup'] as const;
  types.forEach((type) => addEventListener(type, hold, true));
  // A tap on a tick needs only its click, held above. The press and release before it are kept
  // from React: a discrete event reaching a root not yet hydrated makes React hydrate the whole
  // page at once, in that event's task (~30 ms at 100 x 3), and the tick showed the tap only after.
  // Not held and not handed on: nothing on the card acts on a tick's press (data-no-swipe).
  const presses = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
  const keep = (event: Event) => {
    if (root.contains(event.target as Node) && tickOf(event)) event.stopImmediatePropagation();
  };
  presses.forEach((type) => addEventListener(type, keep, { capture: true, passive: true }));
  /** Each held event's target on React's page, found when it took the painted one's place. */
  const targets = new Map<Event, Element | null>();
  /** Hands one held event to the page as a new event of the same kind. */
  const handOn = (event: Event) => {
    let target = targets.get(event) ?? (event.target as Element);
    const tick = target.closest('button[data-tick][aria-pressed]');
    if (tick && flipped.has(tick)) {
      // As React expects to find it; the tap handed on sets it again, before the next paint.
      tick.setAttribute('aria-pressed', flipped.get(tick) ?? 'false');
      flipped.delete(tick);
    }
    const { shiftKey, ctrlKey, altKey, metaKey } = event as MouseEvent;
    const common = { shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    if (event instanceof MouseEvent) {
      if (!target.isConnected) return;
      const { clientX, clientY, screenX, screenY, button, detail } = event;
      const at = { clientX, clientY, screenX, screenY, button, detail };
      target.dispatchEvent(new MouseEvent('click', { ...at, ...common }));
      return;
    }
    // A key aimed at what an earlier one replaced goes where the page put the focus instead, as
    // it would have gone had the page been quick: Add New Habit's click opens the form in the
    // button's place and focuses its name box, which takes the name typed meanwhile (issue 56).
    if (!target.isConnected) {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return;
      target = focused;
    }
    const { key, code } = event as KeyboardEvent;
    const pressed = new KeyboardEvent('keydown', { key, code, ...common });
    // The browser's own default for the key, unless the page's handler prevented it.
    if (!target.dispatchEvent(pressed)) return;
    if (typed(target, event as KeyboardEvent)) return;
    if (activates(event as KeyboardEvent)) {
      target.dispatchEvent(new MouseEvent('click', { ...common, detail: 0 }));
    }
  };
  /**
   * A key's default in a text field, done as the browser does it (the field's own input events,
   * which the page's handlers hear): a character typed, Backspace or Delete, Enter submitting the
   * form as a click on its submit button. Whether the key was one of those.
   */
  const typed = (field: Element, { key, ctrlKey, altKey, metaKey }: KeyboardEvent) => {
    const text =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement &&
        !/^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/.test(field.type));
    if (!text || ctrlKey || altKey || metaKey) return false;
    const form = (field as HTMLInputElement).form;
    if (key === 'Enter' && field instanceof HTMLInputElement) {
      const submit = form?.querySelector<HTMLButtonElement>('button:not([type]),[type="submit"]');
      if (!submit) form?.requestSubmit();
      else if (!submit.disabled) submit.click();
      return true;
    }
    const edit: Record<string, [string, string?]> = {
      Backspace: ['delete'],
      Delete: ['forwardDelete'],
      Enter: ['insertText', '\n'],
    };
    const [command, value] = edit[key] ?? ([...key].length === 1 ? ['insertText', key] : []);
    if (!command) return false;
    if (document.activeElement !== field) (field as HTMLElement).focus();
    document.execCommand(command, false, value);
    return true;
  };
  (self as { tickdaySnapshot?: HeldSnapshot }).tickdaySnapshot = {
    cards: picked.cards,
    next: picked.next,
    inputs: picked.inputs,
    release() {
      types.forEach((type) => removeEventListener(type, hold, true));
      presses.forEach((type) => removeEventListener(type, keep, true));
      removeEventListener('focusin', follow, true);
      // Where each was aimed, before any is handed on (each may change the page for the next).
      for (const event of held) targets.set(event, moved(event.target as Element));
      // React's page is in the painted one's place, before it is drawn: the focus, and the ticks
      // shown flipped, move to their elements there, as they were.
      const there = focused && !focused.isConnected ? moved(focused) : null;
      if (there instanceof HTMLElement) there.focus({ preventScroll: true });
      for (const [tick, pressed] of [...flipped]) {
        const now = moved(tick);
        flipped.delete(tick);
        if (!now) continue;
        flipped.set(now, pressed);
        now.setAttribute('aria-pressed', tick.getAttribute('aria-pressed') ?? 'false');
      }
      // Its done ticks would pop again (their look's animation starts with each new element):
      // they popped when the snapshot was painted.
      for (const animation of root.getAnimations?.({ subtree: true }) ?? []) {
        if ((animation as CSSAnimation).animationName === 'td-pop') animation.finish();
      }
      // One a task: each finds the page as the one before left it (a popover opened by a key
      // takes the keys after it), as a person's would a moment later. The first too: called in
      // React's commit, a tap's render would wait for a later task, and a frame could show the
      // tick put back between; in a task of its own, React renders it before the task ends.
      const next = () => {
        const event = held.shift();
        if (!event) return;
        handOn(event);
        setTimeout(next);
      };
      setTimeout(next);
    },
  };
}
