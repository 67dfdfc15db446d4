/**
 * The shape of the app's one state (app-store.ts): the habits document, the preferences and the
 * transient UI, and how the store's parts change it.
 */
import type { BadgeId } from '../domain/badges';
import type { Habit } from '../domain/habit/model';
import type { Theme } from '../domain/theme';
import type { DayRule } from '../domain/day-rule';
import type { Stamp } from '../domain/hlc';
import type { ReminderSettings } from '../domain/reminder-settings';
import type { BackupInfo, DaySettings } from '../storage/preferences';
import type { WriteFailure, WriteResult } from '../storage/safe-storage';

/** The habits document: what the user did, and the badges it earned. */
export interface DocumentState {
  /** Every habit, deleted ones included, in display order (as stored); never mutated. */
  habits: readonly Habit[];
  unlocked: readonly BadgeId[];
  seen: readonly BadgeId[];
}

/** Choices the user made about the app itself. */
export interface PreferencesState {
  theme: Theme;
  /** Which clock days follow (UTC or local), and when a day starts (docs/product.md §4). */
  days: DaySettings;
  /** The language chosen in Settings, or null for the browser's (docs/product.md §18). */
  language: string | null;
  /** The daily reminder (docs/product.md §14). */
  reminder: ReminderSettings;
  bannerDismissed: boolean;
  backup: BackupInfo;
}

export type StatsView = 'top' | 'badges';

/** What the page shows for a while and never stores. */
export interface TransientUiState {
  /** A badge was unlocked and the toast has not been viewed or dismissed. */
  badgeToast: boolean;
  /** The Stats dialog: closed, or open on its top-habits or badges view. */
  stats: StatsView | null;
  /** The last deleted habit as it was before the delete, while Undo is offered. */
  lastDeleted: Habit | null;
}

export interface AppState extends DocumentState, PreferencesState, TransientUiState {
  /** The last write that failed, until a write succeeds (docs/product.md §2.9, role alert). */
  storageProblem: WriteFailure | null;
}

/**
 * How a part changes the app's one state object: the patch, and the writes it made (the last
 * failed one raises the storage alert; any success after it clears it).
 */
export type Commit = (patch: Partial<AppState>, writes?: readonly WriteResult[]) => void;

/**
 * A change to the habit list at `now`, with days in `rule`, recorded with the change time `stamp`
 * (the wall time, or this device's clock once it syncs: domain/hlc.ts): returns the same array
 * when nothing changed. It may run twice (on what the user saw, then on another tab's newer data),
 * so any intent it holds is fixed on the first run.
 */
export type HabitsChange = (
  habits: readonly Habit[],
  now: number,
  rule: DayRule,
  stamp: Stamp,
) => readonly Habit[];
