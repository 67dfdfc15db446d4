import { t } from '@lingui/core/macro';
import { memo, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useActiveHabitsReader } from '../../../state/use-habits';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  useDroppable,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BindingRegistry } from './card-sortable';
import { announcementsFor, isBelow, screenReaderInstructions } from './drag-words';
import { dropTarget, GROUP_DROP, landing, type Landing, type PageList } from './group-landing';
import { useRerenderOnLanguage } from '../../../i18n/use-rerender-on-language';

/** docs/product.md §9: each arrow press moves a picked-up card 25 px. */
export const KEYBOARD_STEP_PX = 25;

const stepBy25: KeyboardCoordinateGetter = (event, { currentCoordinates: c }) => {
  if (event.code === 'ArrowDown') return { ...c, y: c.y + KEYBOARD_STEP_PX };
  if (event.code === 'ArrowUp') return { ...c, y: c.y - KEYBOARD_STEP_PX };
  return undefined;
};

// The sensors' options, made once: a new options object on a render gives every card new
// listeners (dnd-kit memoises them on it), and so a re-render of every card when the list changes.
const MOUSE = { activationConstraint: { distance: 4 } };
// Press and hold, so a finger on the handle can still scroll the page.
const TOUCH = { activationConstraint: { delay: 200, tolerance: 6 } };
const KEYBOARD = {
  coordinateGetter: stepBy25,
  keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space'] },
};

/** The page with groups (docs/product.md §2.2): its lists, and a move into another one. */
export interface GroupLayout {
  /** The lists in the page's order, each with all its habits' ids (a collapsed group's too). */
  lists: readonly PageList[];
  /** Reads the lists as they are now (for the words said during a drag). */
  readLists: () => readonly PageList[];
  /** Moves a card into another list, where `to` says. */
  onLand: (id: string, to: Landing) => void;
}

interface SortableLayerProps {
  /** The rendered habits' ids in order; the same array while they do not change. */
  ids: string[];
  onMove: (fromId: string, toId: string) => void;
  registry: BindingRegistry;
  /** On a page with groups: one sortable list per list, and each group's heading a drop target. */
  groups?: GroupLayout;
}

/**
 * dnd-kit for the list, loaded on first use: the frame, and one binding per rendered habit.
 * Memoised: its props stay the same across a reveal or a toggle, so dnd-kit does not re-render.
 */
export default memo(function SortableLayer({ ids, onMove, registry, groups }: SortableLayerProps) {
  // What a screen reader calls a handle, in the language in use: a change re-renders the bindings.
  const language = useRerenderOnLanguage();
  const roleDescription = t({
    message: 'sortable',
    comment: "What a screen reader calls a card's reorder handle",
  });
  const bindings = (list: readonly string[]) =>
    list.map((id) => (
      <SortableBinding key={id} id={id} registry={registry} roleDescription={roleDescription} />
    ));
  if (!groups) {
    return (
      <SortableFrame onMove={onMove} language={language}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {bindings(ids)}
        </SortableContext>
      </SortableFrame>
    );
  }
  const rendered = new Set(ids);
  return (
    <SortableFrame onMove={onMove} language={language} groups={groups}>
      {groups.lists.map((list) => {
        const items = list.ids.filter((id) => rendered.has(id));
        return (
          <SortableContext
            key={list.group ?? ''}
            items={items}
            strategy={verticalListSortingStrategy}
          >
            {list.group !== null && <GroupDrop name={list.group} />}
            {bindings(items)}
          </SortableContext>
        );
      })}
    </SortableFrame>
  );
});

interface SortableFrameProps {
  onMove: (fromId: string, toId: string) => void;
  /** The language the announcements and instructions are in. */
  language: string;
  groups?: GroupLayout;
  children: ReactNode;
}

/**
 * dnd-kit around the list (or the lists, on a page with groups): mouse, press-and-hold touch and
 * keyboard, with announcements. Its props stay the same across a toggle, so a toggle does not
 * re-render DndContext (which would re-render every sortable card through its context).
 */
const SortableFrame = memo(function SortableFrame({
  onMove,
  language,
  groups,
  children,
}: SortableFrameProps) {
  const readHabits = useActiveHabitsReader();
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  const readLists = groups?.readLists;
  const accessibility = useMemo(
    () => ({
      announcements: announcementsFor(readHabits, readLists),
      screenReaderInstructions: screenReaderInstructions(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words follow the language
    [readHabits, language, readLists],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const id = String(active.id);
    if (!groups) return onMove(id, String(over.id));
    const target = dropTarget(String(over.id));
    const to = landing(groups.lists, id, target, isBelow(active, over));
    if (!to || to.unchanged) return;
    if (!to.sameList) return groups.onLand(id, to);
    // Within its list, the plain reorder: onto the card whose place it takes (the list's first
    // for its own heading).
    const list = groups.lists.find((l) => l.ids.includes(id));
    const onto = target.kind === 'card' ? target.id : list?.ids[0];
    if (onto && onto !== id) onMove(id, onto);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      {children}
    </DndContext>
  );
});

/**
 * A group's heading as a drop target (the start of that group, or the end of a collapsed one
 * entered from below). It renders nothing: it binds the heading row the section marks with
 * `data-group-drop`, and marks it `data-over` while a card is over it.
 */
function GroupDrop({ name }: { name: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: GROUP_DROP + name });
  useLayoutEffect(() => {
    const node = document.querySelector<HTMLElement>(`[data-group-drop="${CSS_ESCAPE(name)}"]`);
    setNodeRef(node);
    node?.toggleAttribute('data-over', isOver);
  }, [name, setNodeRef, isOver]);
  return null;
}

const CSS_ESCAPE = (value: string) =>
  typeof globalThis.CSS?.escape === 'function' ? globalThis.CSS.escape(value) : value;

/**
 * Runs useSortable for one habit and publishes what it gives to that habit's card. It renders
 * nothing; it lives inside SortableFrame, beside the list, not around the cards.
 */
const SortableBinding = memo(function SortableBinding({
  id,
  registry,
  roleDescription,
}: {
  id: string;
  registry: BindingRegistry;
  /** `aria-roledescription` of the handle: "sortable". */
  roleDescription: string;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription } });
  const bindings = useMemo(
    () => ({
      attributes,
      listeners,
      setNodeRef,
      setActivatorNodeRef,
      isDragging,
      style: { transform: CSS.Translate.toString(transform), transition },
    }),
    [attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform, transition],
  );
  useLayoutEffect(() => registry.publish(id, bindings), [registry, id, bindings]);
  useLayoutEffect(() => () => registry.publish(id, undefined), [registry, id]);
  return null;
});
