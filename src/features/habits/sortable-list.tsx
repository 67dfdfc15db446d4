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
import type { Habit } from '../../domain/habit';
import type { BindingRegistry } from './card-sortable';

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
  return (
    <SortableFrame ids={ids} onMove={onMove}>
      {ids.map((id) => (
        <SortableBinding key={id} id={id} registry={registry} />
      ))}
    </SortableFrame>
  );
});

interface SortableFrameProps {
  /** The active habit ids in order; the same array while they do not change. */
  ids: string[];
  onMove: (fromId: string, toId: string) => void;
  children: ReactNode;
}

/**
 * dnd-kit around the list: mouse, press-and-hold touch and keyboard, with announcements. Its
 * props stay the same across a toggle, so a toggle does not re-render DndContext (which would
 * re-render every sortable card through its context).
 */
const SortableFrame = memo(function SortableFrame({ ids, onMove, children }: SortableFrameProps) {
  const readHabits = useActiveHabitsReader();
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  const accessibility = useMemo(
    () => ({ announcements: announcementsFor(readHabits), screenReaderInstructions }),
    [readHabits],
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
}: {
  id: string;
  registry: BindingRegistry;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
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

const screenReaderInstructions = {
  draggable:
    'To reorder, press Space or Enter to pick the habit up. Use the up and down arrow keys to move it, Space to drop it, or Escape to cancel.',
};

function announcementsFor(current: () => Habit[]): Announcements {
  const name = (id: UniqueIdentifier) => current().find((h) => h.id === id)?.name ?? 'Habit';
  const position = (id: UniqueIdentifier | undefined) =>
    `position ${current().findIndex((h) => h.id === id) + 1} of ${current().length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} moved to ${position(over.id)}.`
        : `${name(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${name(active.id)} went back to ${position(active.id)}.`,
  };
}
