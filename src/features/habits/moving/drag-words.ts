import { t } from '@lingui/core/macro';
import type { Active, Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';
import type { Habit } from '../../../domain/habit/model';
import { dropTarget, landing, type Landing, type PageList } from './group-landing';

/** What a screen reader says of a handle, in the language in use. */
export function screenReaderInstructions() {
  return {
    draggable: t`To reorder, press Space or Enter to pick the habit up. Use the up and down arrow keys to move it, Space to drop it, or Escape to cancel.`,
  };
}

/** The dragged card's centre is below the target's (dnd-kit's rects, as the drag stands). */
export function isBelow(active: Pick<Active, 'rect'>, over: Pick<Over, 'rect'>): boolean {
  const dragged = active.rect.current.translated ?? active.rect.current.initial;
  if (!dragged) return false;
  return dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
}

/** The name of a list as a screen reader hears it: the group's, or `Habits`. */
export function listName(group: string | null): string {
  return group ?? t`Habits`;
}

/** What is said as a card moves over (`dropped` false) or is dropped at `to`. */
export function landingWords(name: string, to: Landing, dropped: boolean): string {
  const { position, count } = to;
  if (to.sameList) {
    return dropped
      ? t`${name} dropped at position ${position} of ${count}.`
      : t`${name} moved to position ${position} of ${count}.`;
  }
  const list = listName(to.group);
  return dropped
    ? t({
        message: `Moved ${name} into ${list}, at position ${position} of ${count}.`,
        comment: 'Said when a dragged habit is dropped into another group (list)',
      })
    : t({
        message: `${name} moved into ${list}, to position ${position} of ${count}.`,
        comment: 'Said while a dragged habit is over another group (list)',
      });
}

/**
 * What a screen reader hears as a card is moved: its name and place (`position 2 of 5`); on a page
 * with groups (`lists`), its place in its list, and the list it moves into. Words are made as each
 * event happens, so they are in the language in use.
 */
export function announcementsFor(
  current: () => Habit[],
  lists?: () => readonly PageList[],
): Announcements {
  const nameOf = (id: UniqueIdentifier) =>
    current().find((h) => h.id === id)?.name ??
    t({ message: 'Habit', comment: 'Said for a habit whose name is unknown while reordering' });
  const place = (id: UniqueIdentifier | undefined) => {
    const ids = lists?.().find((list) => list.ids.includes(String(id)))?.ids;
    return ids
      ? { position: ids.indexOf(String(id)) + 1, count: ids.length }
      : {
          position: current().findIndex((h) => h.id === id) + 1,
          count: current().length,
        };
  };
  // The lists as the card was picked up: the words of its drop are made after the move is made.
  let picked: readonly PageList[] = [];
  const landed = (active: Active, over: Over) =>
    lists && landing(picked, String(active.id), dropTarget(String(over.id)), isBelow(active, over));
  const overWords = (active: Active, over: Over | null) => {
    const name = nameOf(active.id);
    if (!over) return t`${name} is outside the list.`;
    const to = landed(active, over);
    if (to) return landingWords(name, to, false);
    const { position, count } = place(over.id);
    return t`${name} moved to position ${position} of ${count}.`;
  };
  // What was last said of where the card would land. dnd-kit says onDragOver only when the card
  // under it changes, but over another list's card the spot turns on which half it is in: each
  // move says the spot when it differs, so the words always follow where a drop would land.
  let said = '';
  return {
    onDragStart: ({ active }) => {
      picked = lists?.() ?? [];
      said = '';
      const name = nameOf(active.id);
      const { position, count } = place(active.id);
      return t`Picked up ${name}, at position ${position} of ${count}.`;
    },
    onDragMove: ({ active, over }) => {
      if (!said) return undefined; // not over anything yet: onDragOver speaks first
      const words = overWords(active, over);
      if (words === said) return undefined;
      said = words;
      return words;
    },
    onDragOver: ({ active, over }) => {
      said = overWords(active, over);
      return said;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} dropped.`;
      const to = landed(active, over);
      if (to) return landingWords(name, to, true);
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
