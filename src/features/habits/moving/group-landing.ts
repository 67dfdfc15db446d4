/**
 * Where a dragged card lands on the main page with groups (docs/product.md §2.2), without React
 * or dnd-kit: the lists in the page's order, the card picked up, and what it is over (a card, or
 * a group's heading). A keyboard drag moves the card 25 px a press, so past the end of its list it
 * comes over the next group's heading (the start of that group), then over that group's cards;
 * before the start of its list, over the previous list's last card.
 */

/** One list on the page: the ungrouped habits (`group` null, list `Habits`) or one group's. */
export interface PageList {
  group: string | null;
  /** Its habits' ids in display order (all of them, shown or in a collapsed group). */
  ids: readonly string[];
  collapsed?: boolean;
}

/** What a dragged card is over: another card, or a group's heading. */
export type DropTarget = { kind: 'card'; id: string } | { kind: 'group'; name: string };

export interface Landing {
  /** The list the card lands in. */
  group: string | null;
  /** The card it lands before, in that list; undefined: at its end. */
  beforeId: string | undefined;
  /** Its place there once landed (from 1), and that list's length then. */
  position: number;
  count: number;
  /** It stays in the list it started in (then the plain reorder applies). */
  sameList: boolean;
  /** Nothing would change. */
  unchanged: boolean;
}

/** The prefix of a group heading's droppable id, beside the habits' ids. */
export const GROUP_DROP = 'group:';

/** The drop target a dnd-kit id stands for. */
export function dropTarget(id: string): DropTarget {
  return id.startsWith(GROUP_DROP)
    ? { kind: 'group', name: id.slice(GROUP_DROP.length) }
    : { kind: 'card', id };
}

/**
 * Where `activeId` lands over `target`. Over a card of another list it goes after that card when
 * `below` (its centre is below that card's), else before it. Over another group's heading it goes
 * to that group's start, but to the end of a collapsed group above its own list (entered from
 * below). Null when the card or the target is not on the page.
 */
export function landing(
  lists: readonly PageList[],
  activeId: string,
  target: DropTarget,
  below: boolean,
): Landing | null {
  const from = lists.find((list) => list.ids.includes(activeId));
  const to =
    target.kind === 'group'
      ? lists.find((list) => list.group === target.name)
      : lists.find((list) => list.ids.includes(target.id));
  if (!from || !to) return null;
  const fromIndex = from.ids.indexOf(activeId);
  if (from === to) {
    // The plain reorder: the card takes the target's index (dnd-kit's arrayMove).
    const toIndex = target.kind === 'card' ? to.ids.indexOf(target.id) : 0;
    const rest = to.ids.filter((id) => id !== activeId);
    return {
      group: to.group,
      beforeId: rest[toIndex],
      position: toIndex + 1,
      count: to.ids.length,
      sameList: true,
      unchanged: toIndex === fromIndex,
    };
  }
  const at =
    target.kind === 'card'
      ? to.ids.indexOf(target.id) + (below ? 1 : 0)
      : to.collapsed && lists.indexOf(to) < lists.indexOf(from)
        ? to.ids.length
        : 0;
  return {
    group: to.group,
    beforeId: to.ids[at],
    position: at + 1,
    count: to.ids.length + 1,
    sameList: false,
    unchanged: false,
  };
}
