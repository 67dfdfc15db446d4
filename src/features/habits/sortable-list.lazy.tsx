import { t } from '@lingui/core/macro';
import { memo, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useActiveHabitsReader } from '../../state/use-habits';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Habit } from '../../domain/habit/model';
import type { BindingRegistry } from './card-sortable';
import { useRerenderOnLanguage } from '../../i18n/use-rerender-on-language';

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

interface SortableLayerProps {
  /** The rendered habits' ids in order; the same array while they do not change. */
  ids: string[];
  onMove: (fromId: string, toId: string) => void;
  registry: BindingRegistry;
}

/**
 * dnd-kit for the list, loaded on first use: the frame, and one binding per rendered habit.
 * Memoised: its props stay the same across a reveal or a toggle, so dnd-kit does not re-render.
 */
export default memo(function SortableLayer({ ids, onMove, registry }: SortableLayerProps) {
  // What a screen reader calls a handle, in the language in use: a change re-renders the bindings.
  const language = useRerenderOnLanguage();
  const roleDescription = t({
    message: 'sortable',
    comment: "What a screen reader calls a card's reorder handle",
  });
  return (
    <SortableFrame ids={ids} onMove={onMove} language={language}>
      {ids.map((id) => (
        <SortableBinding key={id} id={id} registry={registry} roleDescription={roleDescription} />
      ))}
    </SortableFrame>
  );
});

interface SortableFrameProps {
  /** The active habit ids in order; the same array while they do not change. */
  ids: string[];
  onMove: (fromId: string, toId: string) => void;
  /** The language the announcements and instructions are in. */
  language: string;
  children: ReactNode;
}

/**
 * dnd-kit around the list: mouse, press-and-hold touch and keyboard, with announcements. Its
 * props stay the same across a toggle, so a toggle does not re-render DndContext (which would
 * re-render every sortable card through its context).
 */
const SortableFrame = memo(function SortableFrame({
  ids,
  onMove,
  language,
  children,
}: SortableFrameProps) {
  const readHabits = useActiveHabitsReader();
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  const accessibility = useMemo(
    () => ({
      announcements: announcementsFor(readHabits),
      screenReaderInstructions: screenReaderInstructions(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words follow the language
    [readHabits, language],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
});

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

/** What a screen reader says of a handle, in the language in use. */
function screenReaderInstructions() {
  return {
    draggable: t`To reorder, press Space or Enter to pick the habit up. Use the up and down arrow keys to move it, Space to drop it, or Escape to cancel.`,
  };
}

/**
 * What a screen reader hears as a card is moved: its name and place (`position 2 of 5`). Words are
 * made as each event happens, so they are in the language in use.
 */
function announcementsFor(current: () => Habit[]): Announcements {
  const nameOf = (id: UniqueIdentifier) =>
    current().find((h) => h.id === id)?.name ??
    t({ message: 'Habit', comment: 'Said for a habit whose name is unknown while reordering' });
  const place = (id: UniqueIdentifier | undefined) => ({
    position: current().findIndex((h) => h.id === id) + 1,
    count: current().length,
  });
  return {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id);
      const { position, count } = place(active.id);
      return t`Picked up ${name}, at position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} is outside the list.`;
      const { position, count } = place(over.id);
      return t`${name} moved to position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} dropped.`;
      const { position, count } = place(over.id);
      return t`${name} dropped at position ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      const { position, count } = place(active.id);
      return t`Reordering cancelled. ${name} went back to position ${position} of ${count}.`;
    },
  };
}
