import { startTransition } from 'react';
import type { SortableBindings } from './habit-card';

type Listener = (bindings: SortableBindings | undefined) => void;

/**
 * Carries each card's dnd-kit bindings from where useSortable runs (a subtree beside the list)
 * to the card, so the cards never re-mount when the sortable code arrives. The latest value is
 * kept, so a card that subscribes late still gets it. A card's first bindings arrive in a
 * transition (all cards at once would be one long task); later ones, as during a drag, at once.
 */
export function createBindingRegistry() {
  const values = new Map<string, SortableBindings>();
  const listeners = new Map<string, Listener>();
  return {
    publish(id: string, bindings: SortableBindings | undefined) {
      const first = bindings !== undefined && !values.has(id);
      if (bindings) values.set(id, bindings);
      else values.delete(id);
      const listener = listeners.get(id);
      if (!listener) return;
      if (first) startTransition(() => listener(bindings));
      else listener(bindings);
    },
    subscribe(id: string, listener: Listener) {
      listeners.set(id, listener);
      listener(values.get(id));
      return () => {
        if (listeners.get(id) === listener) listeners.delete(id);
      };
    },
  };
}

export type BindingRegistry = ReturnType<typeof createBindingRegistry>;
