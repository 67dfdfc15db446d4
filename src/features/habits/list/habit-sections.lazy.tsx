import { plural, t } from '@lingui/core/macro';
import { memo, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { NAME_MAX_LENGTH, normalizeGroupName, type Habit } from '../../../domain/habit/model';
import { describeHabit } from '../../../domain/habit/view';
import { useAppSelector, useAppStore } from '../../../state/app-store-context';
import { useGroupActions } from '../../../state/use-group-actions';
import { useHabitActions } from '../../../state/use-habit-actions';
import { groupSections, type GroupSections } from '../../../domain/habit/groups';
import { useCollapsedGroups } from '../../../state/use-collapsed-groups';
import { useDayRule } from '../../../state/use-day-rule';
import { useToday } from '../../../state/use-today';
import { preloadable } from '../../../components/ui/preloadable';
import { useOpenedOnce } from '../../../components/ui/use-opened-once';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING, FOCUS_RING_ON_BG } from '../../../components/ui/focus-ring';
import { MoreIcon } from '../../../components/ui/icons';
import { DisclosureIcon } from '../../../components/ui/icons-lazy';
import { useRerenderOnLanguage } from '../../../i18n/use-rerender-on-language';
import { BindingRegistryContext } from '../moving/card-sortable';
import type { CalendarSlot } from '../card/calendar-slot';
import type { Landing, PageList } from '../moving/group-landing';
import { cardsOf, ShowMore, SortableLayer, useCardList } from './card-list';
import { useProgressiveCount } from './use-progressive-count';

const GroupMenu = preloadable(
  () => t`the group menu`,
  () => import('./group-menu.lazy'),
);

/** The lists' shape (ids and groups, not the habits), as a string: it changes on a move, not a tick. */
function layoutKey(sections: GroupSections): string {
  return JSON.stringify([
    sections.ungrouped.map((h) => h.id),
    ...sections.groups.map((g) => [g.name, g.habits.map((h) => h.id)]),
  ]);
}

function parseLayout(key: string, collapsed: ReadonlySet<string>): PageList[] {
  const [ungrouped, ...groups] = JSON.parse(key) as [string[], ...[string, string[]][]];
  return [
    { group: null, ids: ungrouped },
    ...groups.map(([group, ids]) => ({ group, ids, collapsed: collapsed.has(group) })),
  ];
}

/** Focuses the first element `selector` finds once the page has drawn the change. */
function focusSoon(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

const quote = (value: string) => JSON.stringify(value);

/**
 * The main page with groups (docs/product.md §2.2): the habits without a group in list `Habits`,
 * then each group as a section. Loaded only when a shown habit has a group: with none, the page is
 * the plain list (habit-list.tsx); `Archived habits` is apart (archived-habits.lazy.tsx).
 */
export default memo(function HabitSections({ Calendar }: { Calendar: CalendarSlot }) {
  useRerenderOnLanguage();
  const habits = useAppSelector((s) => s.habits);
  const sections = useMemo(() => groupSections(habits), [habits]);
  const key = layoutKey(sections);
  const { collapsed, setCollapsed } = useCollapsedGroups();
  const lists = useMemo(() => parseLayout(key, collapsed), [key, collapsed]);
  const actions = useHabitActions();
  const groupActions = useGroupActions();
  const today = useToday();
  const rule = useDayRule();
  const root = useRef<HTMLDivElement>(null);
  // The window over very long lists, over the open lists' cards in the page's order.
  const open = lists.flatMap((each) => (each.collapsed ? [] : each.ids));
  const list = useCardList(root, open.length);
  const [first, count] = useProgressiveCount(open.length, list.limit);
  const shownKey = open.slice(0, count).join('\n');
  const shown = useMemo(() => (shownKey ? shownKey.split('\n') : []), [shownKey]);
  // Each shown card's place in the page's order: the first screenful's cards are drawn whole.
  const place = new Map(shown.map((id, index) => [id, index]));

  const onLand = useCallback(
    (id: string, to: Landing) => {
      // The card is drawn anew in its new list: focus follows it there, on its handle, once the
      // move has applied.
      void groupActions
        .place(id, { group: to.group ?? '', beforeId: to.beforeId ?? null })
        .then(() => focusSoon(`[data-habit-id=${quote(id)}] button`));
    },
    [groupActions],
  );
  const store = useAppStore();
  const readLists = useCallback(
    () => parseLayout(layoutKey(groupSections(store.getState().habits)), collapsed),
    [store, collapsed],
  );
  const groups = useMemo(() => ({ lists, readLists, onLand }), [lists, readLists, onLand]);

  // A list's shown cards are the first of its habits, in the page's order from its first one's.
  const cards = (habits: readonly Habit[]) => {
    const drawn = habits.filter((habit) => place.has(habit.id));
    const offset = place.get(drawn[0]?.id ?? '') ?? 0;
    return cardsOf(drawn, offset, first, list.ui, {
      Calendar,
      setUi: list.setUi,
      today,
      rule,
      actions,
    });
  };

  const last = sections.groups.length - 1;
  return (
    <div ref={root} data-habit-lists className="flex flex-col gap-3">
      <BindingRegistryContext value={list.registry}>
        {sections.ungrouped.length > 0 && (
          <ul aria-label={t`Habits`} className="flex flex-col gap-3">
            {cards(sections.ungrouped)}
          </ul>
        )}
        {sections.groups.map((group, index) => (
          <GroupSection
            key={group.name}
            name={group.name}
            collapsed={collapsed.has(group.name)}
            onCollapse={(on) => setCollapsed(group.name, on)}
            // Said only while collapsed: an open group's cards say it, and reading every habit's
            // whole history for a count nobody sees cost the first render ~60 ms at 100 x 3.
            done={
              collapsed.has(group.name)
                ? group.habits.filter((h) => describeHabit(h, today, rule).doneToday).length
                : 0
            }
            total={group.habits.length}
            onMoveUp={
              index > 0
                ? () => {
                    void groupActions
                      .moveGroup(group.name, 'up')
                      .then(() => focusSoon(`[data-group-actions=${quote(group.name)}]`));
                  }
                : undefined
            }
            onMoveDown={
              index < last
                ? () => {
                    void groupActions
                      .moveGroup(group.name, 'down')
                      .then(() => focusSoon(`[data-group-actions=${quote(group.name)}]`));
                  }
                : undefined
            }
            onRename={(name) => {
              // A collapsed group stays collapsed under its new name: the new name first, the old
              // one forgotten once the rename has applied, so no frame shows it open.
              const wasCollapsed = collapsed.has(group.name);
              if (wasCollapsed) setCollapsed(name, true);
              void groupActions.renameGroup(group.name, name).then(() => {
                if (wasCollapsed) setCollapsed(group.name, false);
                focusSoon(`[data-group-toggle=${quote(name)}]`);
              });
            }}
            onUngroup={() => {
              const firstId = group.habits[0]?.id;
              // The group is gone: its name leaves the collapsed list too, so a new group of that
              // name later opens as new groups do (issue 56).
              const wasCollapsed = collapsed.has(group.name);
              void groupActions.ungroup(group.name).then(() => {
                if (wasCollapsed) setCollapsed(group.name, false);
                if (firstId) focusSoon(`[data-habit-id=${quote(firstId)}]`);
              });
            }}
          >
            {cards(group.habits)}
          </GroupSection>
        ))}
      </BindingRegistryContext>
      <ShowMore list={list} root={root} />
      {list.sortable && (
        <SortableLayer ids={shown} onMove={actions.move} registry={list.registry} groups={groups} />
      )}
    </div>
  );
});

interface GroupSectionProps {
  name: string;
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  /** Done today, of `total`: said while the group is collapsed (0 and unread while open). */
  done: number;
  total: number;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRename: (name: string) => void;
  onUngroup: () => void;
  children: ReactNode;
}

/**
 * A group's own name on the page, for its heading's button and its list: `Group Habits`. A group
 * may be named as anything else on the page (`Habits`, `Archived habits`, `Settings`): its names
 * say it is a group, so the page's names stay unique (docs/decisions.md, "A group's names say it
 * is a group").
 */
function groupName(name: string): string {
  return t({
    message: `Group ${name}`,
    comment: "A group's heading and list, for a screen reader",
  });
}

/**
 * One group: a level-2 heading holding the collapse button `Group <group>`, button `Actions for
 * <group>` with its menu, and list `Group <group>`; collapsed, `2 of 5 done` in place of the list.
 */
function GroupSection({
  name,
  collapsed,
  onCollapse,
  done,
  total,
  onMoveUp,
  onMoveDown,
  onRename,
  onUngroup,
  children,
}: GroupSectionProps) {
  const listId = useId();
  const countId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  const menuRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const endRename = (value: string | null) => {
    setRenaming(false);
    // The name as it would be stored: one that shows nothing ("\u200b") renames nothing, and the
    // group stays as it was, collapsed or not, with focus back on it (issue 56).
    const next = normalizeGroupName(value ?? '');
    if (next && next !== name) onRename(next);
    else requestAnimationFrame(() => toggleRef.current?.focus());
  };
  return (
    <section className="mt-3 flex flex-col gap-3">
      <div
        data-group-drop={name}
        className="relative flex min-h-11 items-center gap-1 rounded-xl data-[over]:bg-accent/10 data-[over]:ring-2 data-[over]:ring-accent"
      >
        <h2 className="min-w-0 flex-1 text-base font-semibold">
          {renaming ? (
            <RenameBox name={name} onEnd={endRename} />
          ) : (
            <button
              ref={toggleRef}
              type="button"
              data-group-toggle={name}
              aria-label={groupName(name)}
              aria-expanded={!collapsed}
              aria-controls={collapsed ? undefined : listId}
              aria-describedby={collapsed ? countId : undefined}
              onClick={() => onCollapse(!collapsed)}
              className={cn(
                'flex min-h-11 w-full min-w-0 items-center gap-2 rounded-xl px-2 text-start hover:bg-surface-2',
                FOCUS_RING_ON_BG,
              )}
            >
              <DisclosureIcon className="size-5 shrink-0 text-muted" open={!collapsed} />
              {/* A right-to-left name reads, and is cut, from its own start. */}
              <span dir="auto" className="truncate">
                {name}
              </span>
            </button>
          )}
        </h2>
        {collapsed && (
          <span id={countId} className="shrink-0 px-1 text-sm text-muted">
            {plural(total, { one: `${done} of # done`, other: `${done} of # done` })}
          </span>
        )}
        <div className="relative shrink-0">
          <button
            ref={menuRef}
            type="button"
            data-group-actions={name}
            aria-label={t`Actions for ${name}`}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onPointerEnter={GroupMenu.preload}
            onFocus={GroupMenu.preload}
            onClick={() => setMenuOpen(!menuOpen)}
            onPointerDown={(event) => (event.currentTarget.dataset.openedBy = 'pointer')}
            onKeyDown={(event) => {
              event.currentTarget.dataset.openedBy = 'keyboard';
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setMenuOpen(true);
              }
            }}
            className={`grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg ${FOCUS_RING}`}
          >
            <MoreIcon className="size-5" />
          </button>
          {menuMounted && (
            <GroupMenu
              name={name}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              anchorRef={menuRef}
              onMoveUp={onMoveUp}
              onMoveDown={onMoveDown}
              onRename={() => setRenaming(true)}
              onUngroup={onUngroup}
            />
          )}
        </div>
      </div>
      {!collapsed && (
        <ul id={listId} aria-label={groupName(name)} className="flex flex-col gap-3">
          {children}
        </ul>
      )}
    </section>
  );
}

/** Textbox `Group name` in place of the heading's button: Enter or blur saves, Escape cancels. */
function RenameBox({ name, onEnd }: { name: string; onEnd: (value: string | null) => void }) {
  const done = useRef(false);
  const end = (value: string | null) => {
    if (done.current) return;
    done.current = true;
    onEnd(value);
  };
  return (
    <input
      type="text"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- opened from the menu's Rename
      autoFocus
      defaultValue={name}
      maxLength={NAME_MAX_LENGTH}
      dir="auto"
      aria-label={t`Group name`}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={(event) => end(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          end(event.currentTarget.value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          end(null);
        }
      }}
      className={`h-11 w-full rounded-xl border border-line bg-surface px-3 text-base font-semibold text-fg ${FOCUS_RING}`}
    />
  );
}
