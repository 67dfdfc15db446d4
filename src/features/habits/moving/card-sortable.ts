import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type CSSProperties,
} from 'react';
import type { useSortable } from '@dnd-kit/sortable';

/**
 * The one seam between a habit card and dnd-kit. The sortable code loads after the first paint
 * and runs beside the list (sortable-list.lazy.tsx, one useSortable per habit); each card reads what
 * that gives it through `useCardSortable(id)`, so cards never re-mount when dnd-kit arrives and
 * know nothing of how it is wired.
 */

/** What dnd-kit's useSortable gives a card, once the sortable code has loaded. */
export type SortableBindings = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'isDragging'
> & { style: CSSProperties };

type Listener = (bindings: SortableBindings | undefined) => void;

/**
 * Carries each card's bindings from where useSortable runs to the card. The latest value is kept,
 * so a card that subscribes late still gets it. A card's first bindings arrive in a transition
 * (all cards at once would be one long task); later ones, as during a drag, at once.
 */
export function createBindingRegistry() {
  const values = new Map<string, SortableBindings>();
  const listeners = new Map<string, Listener>();
  return {
    publish(id: string, bindings: SortableBindings | undefined) {
      const previous = values.get(id);
      if (bindings) values.set(id, bindings);
      else values.delete(id);
      const listener = listeners.get(id);
      // dnd-kit re-renders every binding soon after it mounts, with the same bindings anew: told,
      // each card would render again, all of them in one task (a state set in a layout effect).
      if (!listener || sameBindings(previous, bindings)) return;
      if (previous) listener(bindings);
      else startTransition(() => listener(bindings));
    },
    /** The bindings a card mounting now starts with. */
    get: (id: string) => values.get(id),
    /** `had`: what the card started with; anything published since is handed on at once. */
    subscribe(id: string, listener: Listener, had: SortableBindings | undefined) {
      listeners.set(id, listener);
      if (values.get(id) !== had) listener(values.get(id));
      return () => {
        if (listeners.get(id) === listener) listeners.delete(id);
      };
    },
  };
}

export type BindingRegistry = ReturnType<typeof createBindingRegistry>;

/** The list's registry; the list provides it around its cards. */
export const BindingRegistryContext = createContext<BindingRegistry | null>(null);

/**
 * A card's dnd-kit bindings: undefined until the sortable code has loaded (the card looks the
 * same, its handle waits), then what useSortable gives, changing only when what it holds does.
 */
export function useCardSortable(id: string): SortableBindings | undefined {
  const registry = useContext(BindingRegistryContext);
  // A card starts with the bindings already published (the rest of a long list, Show more, a new
  // habit), and its layout effect sets state only if they changed since its render. A state set
  // there, even to the same value, is a synchronous update: React renders every such card again
  // when its next transition commits, 88 cards in one long task after the first screenful.
  const [bindings, setBindings] = useState(() => registry?.get(id));
  useLayoutEffect(
    () =>
      registry?.subscribe(
        id,
        (next) => setBindings((previous) => (sameBindings(previous, next) ? previous : next)),
        bindings,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `bindings` as the card mounted
    [registry, id],
  );
  return bindings;
}

/**
 * dnd-kit hands out fresh binding objects on many renders: compare them by what they hold. A
 * transition matters only to a card that is moved: when the list changes, dnd-kit switches every
 * card's transition off for a frame and on again, which for a card at rest (no transform) changes
 * nothing on screen and would re-render every card twice.
 */
export function sameBindings(a?: SortableBindings, b?: SortableBindings): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const atRest = !a.style.transform && !b.style.transform;
  return (
    a.isDragging === b.isDragging &&
    a.setNodeRef === b.setNodeRef &&
    a.setActivatorNodeRef === b.setActivatorNodeRef &&
    a.listeners === b.listeners &&
    a.style.transform === b.style.transform &&
    (atRest || a.style.transition === b.style.transition) &&
    shallowEqual(a.attributes, b.attributes)
  );
}

function shallowEqual(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}
