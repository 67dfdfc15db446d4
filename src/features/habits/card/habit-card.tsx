import { t } from '@lingui/core/macro';
import { memo, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { colorOf, descriptionOf, isHabitToBreak, type Habit } from '../../../domain/habit/model';
import { daysClean, hasSlip } from '../../../domain/habit/reads';
import { pauseOn } from '../../../domain/habit/pauses';
import { dayOfIso } from '../../../domain/days';
import { storedDay } from '../../../domain/habit/stored';
import { describeHabit } from '../../../domain/habit/view';
import type { DayRule } from '../../../domain/day-rule';
import { cn } from '../../../components/ui/cn';
import { linkClass } from '../../../components/ui/button';
import { useOpenedOnce } from '../../../components/ui/use-opened-once';
import type { HabitActions } from '../../../state/use-habit-actions';
import { preloadable } from '../../../components/ui/preloadable';
import { useCardSortable } from '../moving/card-sortable';
import type { CalendarSlot } from './calendar-slot';
import { CheckButton } from './check-button';
import { AmountProgress, LogAmount } from './log-amount';
import { readMeasure } from '../../../domain/amount';
import { DayStrip } from './day-strip';
import { HabitName } from './habit-name';
import { StreakInfo } from './streak-info';
import { SlipButton } from './slip-button';
import { lineDirection, SWIPE_REVEAL_PX, useSwipe } from './use-swipe';
import { FOCUS_RING, FOCUS_RING_ON_BG } from '../../../components/ui/focus-ring';
import { GripIcon, MoreIcon, TrashIcon } from '../../../components/ui/icons';
import { useRerenderOnLanguage } from '../../../i18n/use-rerender-on-language';
import { formatDay } from '../../../i18n/format';

/** Which card has Delete revealed, is being renamed, or has its calendar open: one at a time. */
export interface CardUiState {
  revealed: string | null;
  editing: string | null;
  calendar: string | null;
  /** The card whose `More actions` menu, or edit dialog (`schedule`), is open. */
  menu: string | null;
  schedule: string | null;
}

/** Sets one field of CardUiState for a habit id (or clears it with null). Stable. */
export type SetCardUi = (field: keyof CardUiState, id: string | null) => void;

interface HabitCardProps {
  habit: Habit;
  /**
   * Below the first screenful: skip this card's layout and paint while it is off screen
   * (`content-visibility: auto`). Not on the first screenful, where it would only add a second
   * layout pass to the first paint.
   */
  belowFold: boolean;
  today: number;
  /** The calendar days follow (docs/product.md §4). */
  rule: DayRule;
  actions: HabitActions;
  Calendar: CalendarSlot;
  /** Held by the list, so only one card at a time has Delete revealed, a rename or a calendar. */
  revealed: boolean;
  editing: boolean;
  calendarOpen: boolean;
  menuOpen: boolean;
  scheduleOpen: boolean;
  setUi: SetCardUi;
}

const CardMenu = preloadable(
  () => t`the habit menu`,
  () => import('./card-menu.lazy'),
);
const EditDialog = preloadable(
  () => t`the habit editor`,
  () => import('../editor/edit-dialog.lazy'),
);

/** One habit. Memoised: a toggle re-renders only the card whose habit object changed. */
export const HabitCard = memo(HabitCardView);

/**
 * Once `item` has left the page (a change may apply a moment later, when its code has loaded),
 * focuses card `nextId` in `holder`, else the first button there (Add New Habit); tries for about
 * a second.
 */
function focusOnceGone(item: HTMLElement, holder: HTMLElement, nextId: string | undefined) {
  let frames = 60;
  const attempt = () => {
    const next = nextId
      ? holder.querySelector<HTMLElement>(`li[data-habit-id="${CSS.escape(nextId)}"]`)
      : null;
    if ((item.isConnected || (nextId && !next)) && (frames -= 1) > 0) {
      requestAnimationFrame(attempt);
      return;
    }
    (next ?? holder.querySelector<HTMLElement>('button'))?.focus();
  };
  requestAnimationFrame(attempt);
}

function HabitCardView({
  habit,
  belowFold,
  today,
  rule,
  actions,
  Calendar,
  revealed,
  editing,
  calendarOpen,
  menuOpen,
  scheduleOpen,
  setUi,
}: HabitCardProps) {
  useRerenderOnLanguage();
  const id = habit.id;
  const name = habit.name;
  const sortable = useCardSortable(id);
  const swipe = useSwipe(revealed, (open) => setUi('revealed', open ? id : null));
  // Delete, behind the card, exists from the first swipe or reveal on (it then stays, so the card
  // slides shut over it): hidden until then, it was 5 of a card's elements to style and lay out on
  // every load (docs/decisions.md, "Where the first screenful's time went").
  const deleteMounted = useOpenedOnce(swipe.offset !== 0);
  const calendarMounted = useOpenedOnce(calendarOpen);
  const menuMounted = useOpenedOnce(menuOpen);
  const scheduleMounted = useOpenedOnce(scheduleOpen);
  const menuRef = useRef<HTMLButtonElement>(null);
  const setEditing = (on: boolean) => setUi('editing', on ? id : null);
  const itemRef = useRef<HTMLLIElement>(null);
  const stripRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // A revealed Delete closes when the user taps or clicks anywhere outside this card.
  useEffect(() => {
    if (!revealed) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setUi('revealed', null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [revealed, setUi]);
  const view = describeHabit(habit, today, rule);
  // docs/product.md §20: a habit to break counts its clean days and logs slips.
  const toBreak = isHabitToBreak(habit);
  // Today as it is judged: a day logged before a target change keeps its target (§16.2). Only an
  // amount habit shows it, and only it reads the record (issue 60: a card of a done-or-not habit
  // leaves the records of its pins unmade).
  const current = readMeasure(habit.measure);
  const todays = current ? storedDay(habit, today) : undefined;
  const amount = todays?.amount ?? null;
  const measure =
    current && amount !== null && todays?.target !== undefined
      ? { ...current, target: todays.target }
      : current;
  const progressId = useId();
  const descriptionId = useId();
  const description = descriptionOf(habit);
  // docs/product.md §10.9: paused today, until the pause's last day.
  const pause = pauseOn(habit, today);
  const until = pause && formatDay(dayOfIso(pause.to) as number, { dateStyle: 'medium' });

  /** Takes the card off the list (a delete or an archive). */
  const leave = (action: (id: string) => void) => {
    // Keep keyboard users in the list: focus the next card on the page (the next group's first
    // when this was its group's last), else the one before, else the Add button, once this card
    // is gone. Found by id then: its group may be gone, or the whole page drawn anew without
    // groups.
    const item = itemRef.current;
    const holder = item?.closest('[data-habit-lists]')?.parentElement;
    const cards = [...(holder?.querySelectorAll<HTMLElement>('li[data-habit-id]') ?? [])];
    const at = item ? cards.indexOf(item) : -1;
    const nextId = (cards[at + 1] ?? cards[at - 1])?.dataset.habitId;
    // Undo brings the card back shut, not with Delete still showing.
    setUi('revealed', null);
    action(habit.id);
    if (item && holder) focusOnceGone(item, holder, nextId);
  };
  const remove = () => leave(actions.remove);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      setUi('revealed', id);
      requestAnimationFrame(() => deleteRef.current?.focus());
    } else if (event.key === 'Escape' && revealed) {
      event.preventDefault();
      setUi('revealed', null);
      itemRef.current?.focus();
    } else if (event.key === 'F2') {
      event.preventDefault();
      setEditing(true);
    }
  };

  return (
    // A card takes focus so Delete (reveal delete) and F2 (rename) work on it (product.md §2.3).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={(node) => {
        sortable?.setNodeRef(node);
        itemRef.current = node;
      }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-keyshortcuts="Delete F2"
      // The description is cut to a line on the card: whole here (docs/product.md §2.3).
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      data-habit-id={habit.id}
      style={sortable?.style}
      className={cn(
        'relative min-w-0 rounded-2xl',
        FOCUS_RING_ON_BG,
        // The placeholder size is a card's usual height (120 px on phones, 94 px from `sm`), so
        // the page's height and dnd-kit's measurements hold before a card is first painted.
        belowFold &&
          '[contain-intrinsic-size:auto_7.5rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_5.875rem]',
        sortable?.isDragging && 'z-10 shadow-2xl',
      )}
    >
      {/* The habit's colour tints what is inside the card (styles.css), not the card's focus ring
          on the page. */}
      <div
        data-habit-color={colorOf(habit) ?? undefined}
        className="relative overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {deleteMounted && (
          <div
            className="absolute inset-y-0 right-0 grid place-items-center bg-danger rtl:right-auto rtl:left-0"
            style={{
              width: SWIPE_REVEAL_PX,
              visibility: swipe.offset === 0 ? 'hidden' : 'visible',
            }}
          >
            <button
              ref={deleteRef}
              type="button"
              onClick={remove}
              onBlur={(e) => {
                if (!e.currentTarget.closest('li')?.contains(e.relatedTarget)) {
                  setUi('revealed', null);
                }
              }}
              aria-label={t`Delete ${name}`}
              className="grid size-full place-items-center gap-1 text-xs font-semibold text-danger-fg focus-visible:ring-2 focus-visible:ring-danger-fg focus-visible:outline-none focus-visible:ring-inset"
            >
              <span className="grid justify-items-center gap-1">
                <TrashIcon className="size-5" />
                {t`Delete`}
              </span>
            </button>
          </div>
        )}
        <div
          {...swipe.handlers}
          style={{ transform: `translateX(${swipe.offset * lineDirection()}px)` }}
          className={cn(
            'relative flex touch-pan-y items-center gap-2 bg-surface py-3 pr-3 pl-1 select-none sm:gap-3',
            !swipe.dragging && 'transition-transform duration-200 ease-out',
          )}
        >
          <button
            ref={sortable?.setActivatorNodeRef}
            type="button"
            {...sortable?.attributes}
            {...sortable?.listeners}
            aria-label={t`Reorder ${name}`}
            data-no-swipe
            className={`grid h-12 w-8 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg ${FOCUS_RING} active:cursor-grabbing`}
          >
            <GripIcon className="size-5" />
          </button>
          <div className="min-w-0 flex-1">
            <div className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <HabitName
                  name={habit.name}
                  editing={editing}
                  onStartEdit={() => setEditing(true)}
                  onEndEdit={(name) => {
                    setEditing(false);
                    if (name !== null) actions.rename(habit.id, name);
                    requestAnimationFrame(() => itemRef.current?.focus());
                  }}
                />
                {description && (
                  <p
                    id={descriptionId}
                    dir="auto"
                    title={description}
                    className="truncate text-xs leading-snug text-muted"
                  >
                    {description}
                  </p>
                )}
                {pause && (
                  <p className="text-xs text-muted">
                    {t({
                      message: `Paused until ${until}`,
                      comment: "On a paused habit's card: the last day of its pause",
                    })}{' '}
                    <button
                      type="button"
                      data-no-swipe
                      // Named with its habit: two paused cards are not two buttons `End pause`.
                      aria-label={t`End pause of ${name}`}
                      onClick={() => {
                        actions.endPause(pause);
                        itemRef.current?.focus();
                      }}
                      className={`font-semibold text-fg ${linkClass}`}
                    >
                      {t`End pause`}
                    </button>
                  </p>
                )}
              </div>
              <div className="relative -my-1 -mr-1 shrink-0">
                <button
                  ref={menuRef}
                  type="button"
                  aria-label={t`More actions for ${name}`}
                  aria-haspopup="menu"
                  aria-expanded={menuOpen}
                  data-no-swipe
                  onPointerEnter={CardMenu.preload}
                  onFocus={CardMenu.preload}
                  onClick={() => setUi('menu', menuOpen ? null : id)}
                  // How the menu was opened, for its first item's focus (card-menu.tsx).
                  onPointerDown={(event) => (event.currentTarget.dataset.openedBy = 'pointer')}
                  onKeyDown={(event) => {
                    event.currentTarget.dataset.openedBy = 'keyboard';
                    if (event.key === 'ArrowDown') {
                      event.preventDefault();
                      setUi('menu', id);
                    }
                  }}
                  className={`grid size-7 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg ${FOCUS_RING}`}
                >
                  <MoreIcon className="size-5" />
                </button>
                {menuMounted && (
                  <CardMenu
                    id={habit.id}
                    name={habit.name}
                    open={menuOpen}
                    onOpenChange={(open) => setUi('menu', open ? id : null)}
                    anchorRef={menuRef}
                    onRename={() => setEditing(true)}
                    onEdit={() => setUi('schedule', id)}
                    onArchive={() => leave((habitId) => actions.archive(habitId, true))}
                    onDelete={remove}
                  />
                )}
              </div>
            </div>
            <div className="mt-1.5 flex flex-wrap items-end gap-x-3 gap-y-1.5">
              <DayStrip
                ref={stripRef}
                habit={habit}
                today={today}
                rule={rule}
                expanded={calendarOpen}
                onOpen={() => setUi('calendar', id)}
                onIntent={Calendar.preload}
              />
              <StreakInfo
                current={view.current}
                best={view.best}
                clean={toBreak ? daysClean(habit, today, rule) : undefined}
              />
              {measure && !toBreak && (
                <AmountProgress
                  id={progressId}
                  amount={amount}
                  measure={measure}
                  done={view.doneToday}
                />
              )}
            </div>
          </div>
          {toBreak ? (
            <SlipButton
              name={name}
              aria-pressed={hasSlip(habit, today)}
              onClick={() => actions.toggleSlip(habit.id)}
            />
          ) : measure ? (
            <LogAmount
              name={habit.name}
              measure={measure}
              amount={amount}
              done={view.doneToday}
              progressId={progressId}
              habitId={habit.id}
            />
          ) : (
            <CheckButton
              aria-label={t`Complete ${name} for today`}
              aria-pressed={view.doneToday}
              done={view.doneToday}
              onClick={() => actions.toggle(habit.id)}
            />
          )}
        </div>
      </div>
      {scheduleMounted && (
        <EditDialog
          habit={habit}
          open={scheduleOpen}
          onOpenChange={(open) => setUi('schedule', open ? id : null)}
          returnFocusRef={menuRef}
        />
      )}
      {calendarMounted && (
        <Calendar
          habitId={habit.id}
          open={calendarOpen}
          onOpenChange={(open) => setUi('calendar', open ? id : null)}
          anchorRef={stripRef}
        />
      )}
    </li>
  );
}
