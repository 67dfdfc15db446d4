import { isActive } from '../domain/habit/model';
import type { HabitsDocument } from './habits-document';
import { removeHabit, restoreHabit } from './habit-commands';
import type { AppState, Commit, TransientUiState, StatsView } from './app-state';

export const NO_TRANSIENT_UI: TransientUiState = {
  badgeToast: false,
  stats: null,
  lastDeleted: null,
};

/**
 * What shows for a while and is never stored: the Stats dialog's view, the badge toast, and the
 * Undo offered after a delete.
 *
 * Undo rules: a delete of an active habit offers Undo for that habit as it was before the delete
 * (a later delete takes the offer over); Undo puts it back in its own stored slot, with every
 * completion it had, only while it is still deleted (another tab may have changed it), and ends
 * the offer; the offer also ends when it times out or after a Replace.
 */
export function createTransientUi(getState: () => AppState, commit: Commit, doc: HabitsDocument) {
  const offerUndo = (lastDeleted: AppState['lastDeleted']) => {
    if (lastDeleted !== getState().lastDeleted) commit({ lastDeleted });
  };
  return {
    dismissBadgeToast() {
      if (getState().badgeToast) commit({ badgeToast: false });
    },
    /** Opens (or switches) the Stats dialog; opening on badges marks every badge seen. */
    showStats(view: StatsView | null) {
      if (view !== getState().stats) commit({ stats: view });
      if (view === 'badges') doc.markBadgesSeen();
    },
    /** Soft-deletes an active habit and offers Undo for it. */
    deleteHabit(id: string) {
      const before = getState().habits.find((h) => h.id === id);
      doc.changeHabits(removeHabit(id), 'delete');
      if (before && isActive(before)) offerUndo(before);
    },
    /** Restores the habit whose delete is offered for Undo, if any. */
    undoDelete() {
      const previous = getState().lastDeleted;
      if (!previous) return;
      offerUndo(null);
      doc.changeHabits(restoreHabit(previous));
    },
    /** Ends the Undo offer (it timed out, or the data it refers to was replaced). */
    withdrawUndo() {
      offerUndo(null);
    },
  };
}
