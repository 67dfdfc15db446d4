import type * as BadgeRulesModule from '../domain/badges';
import type { BadgeEvent } from '../domain/badge-table';
import type { Habit } from '../domain/habit/model';
import type { Stamp } from '../domain/hlc';
import { loadSeen, loadUnlocked, saveSeen, saveUnlocked } from '../storage/badges-storage';
import type { MemoryItems, MergeSource, ParsedBackup } from '../storage/backup';
import { stamped, unstamped } from '../storage/data-stamp';
import { loadHabits, saveHabitsRaw, serializeHabits } from '../storage/habits-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { saveLastInteraction, type BackupInfo } from '../storage/preferences';
import {
  readRaw,
  writeRaw,
  type KeyValueStore,
  type WriteFailure,
  type WriteResult,
} from '../storage/safe-storage';
import { dayRuleOf } from './device-day-rule';
import { deviceClock } from './device-clock';
import type { AppState, Commit, DocumentState, HabitsChange } from './app-state';

type BadgeRules = typeof BadgeRulesModule;
let badgeRules: BadgeRules | null = null;
let loadingRules: Promise<BadgeRules> | null = null;

/**
 * The badge rules (docs/product.md §7), loaded on first use: the first paint draws no badge, and
 * the start's check runs after it (docs/decisions.md, "Eight languages": room in `/`).
 */
export function loadBadgeRules(): Promise<BadgeRules> {
  loadingRules ??= import('./badge-rules.lazy').then(
    (rules) => (badgeRules = rules),
    (error: unknown) => {
      // Fetched again at the next check (offline now, back later).
      loadingRules = null;
      throw error;
    },
  );
  return loadingRules;
}

/** A write refused because unreadable data is held where it would go (as `flush` reports it). */
const HELD_FULL: WriteResult = { ok: false, reason: 'quota' };

/** `held`: unreadable stored data that is neither quarantined nor exported would be written over. */
export type ImportResult = { ok: true } | { ok: false; reason: WriteFailure | 'held' };

/**
 * The habits document: the habits and the badges they earned. It applies changes, writes them
 * (through `defer`, after the next paint in the app), follows other tabs' writes, and exports
 * and imports backups. `clock` is its only source of "now".
 */
export function createHabitsDocument(
  storage: KeyValueStore | null,
  clock: () => number,
  defer: (job: () => void) => void,
  getState: () => AppState,
  commit: Commit,
) {
  const loaded = loadHabits(storage);
  /** What this tab last read or wrote under the data key: anything else came from another tab. */
  let lastRaw = loaded.raw;
  let extras = loaded.extras;
  /**
   * Unreadable data that could not be copied to the quarantine (no room): it stays under the data
   * key, and this tab writes nothing there until it is copied or the user has exported it.
   */
  let held = loaded.held;
  /** Changes applied in memory and not yet written, with when and how they happened. */
  let pending: { change: HabitsChange; now: number; stamp: Stamp; event: BadgeEvent }[] = [];
  const times = deviceClock(storage);
  /** Days as the user's setting counts them, at the moment of a change. */
  const dayRule = () => dayRuleOf(getState().days);

  const initial: DocumentState = {
    habits: loaded.habits,
    unlocked: loadUnlocked(storage),
    seen: loadSeen(storage),
  };

  /**
   * Badges `habits` earn now; saved, with the toast raised, when there are new ones. Before the
   * rules have loaded (right after the first paint) the check runs once they have, on the habits
   * as they are then.
   */
  function checkBadges(
    habits: readonly Habit[],
    now: number,
    event: BadgeEvent,
    writes: WriteResult[],
  ): Partial<AppState> {
    if (!badgeRules) {
      loadBadgeRules().then(
        () => {
          const later: WriteResult[] = [];
          const patch = checkBadges(getState().habits, now, event, later);
          if (later.length > 0) commit(patch, later);
        },
        () => undefined,
      );
      return {};
    }
    const { unlocked, days } = getState();
    const fresh = badgeRules.newlyUnlocked(habits, unlocked, now, event, dayRuleOf(days));
    if (fresh.length === 0) return {};
    const next = [...unlocked, ...fresh];
    writes.push(saveUnlocked(storage, next));
    return { unlocked: next, badgeToast: true };
  }

  /**
   * Runs the badge checks on the habits as they are: on start (docs/product.md §7.1: stored data
   * can unlock badges) and after a Replace.
   */
  function checkBadgesNow() {
    const writes: WriteResult[] = [];
    const patch = checkBadges(getState().habits, clock(), 'start', writes);
    if (writes.length > 0) commit(patch, writes);
  }

  /**
   * The stored habits when another tab changed them since this tab last looked, else ours. A read
   * that fails counts as "unchanged", so the in-memory state is never dropped.
   */
  function freshestHabits(): readonly Habit[] {
    if (readRaw(storage, STORAGE_KEYS.data, lastRaw) === lastRaw) return getState().habits;
    const reloaded = loadHabits(storage);
    lastRaw = reloaded.raw;
    extras = reloaded.extras;
    held = reloaded.held;
    return reloaded.habits;
  }

  /**
   * Writes the codec's text under the data key with a new stamp (storage/data-stamp.ts: what
   * proves the home page's snapshot current); on success it is what this tab last read or wrote.
   */
  function save(serialized: string, habits: readonly Habit[]): WriteResult {
    const text = stamped(serialized);
    const result = saveHabitsRaw(storage, text, habits, extras);
    if (result.ok) lastRaw = text;
    return result;
  }

  /** Whether the data key may be written: nothing held there, or it was just copied aside. */
  function releaseHeld(): boolean {
    if (held === null) return true;
    if (writeRaw(storage, STORAGE_KEYS.quarantine, held).ok) held = null;
    return held === null;
  }

  /** Applies `change` at once (what the user sees) and writes it later, with the badge checks. */
  function changeHabits(change: HabitsChange, event: BadgeEvent = 'change') {
    const now = clock();
    const stamp = times.stamp(now);
    const rule = dayRule();
    const current = getState().habits;
    // First on what the user saw, which fixes any intent the change holds ("done", not "flip").
    const seen = change(current, now, rule, stamp);
    // With writes pending, memory is ahead of storage; otherwise start from the freshest data.
    const base = pending.length > 0 ? current : freshestHabits();
    const habits = base === current ? seen : change(base, now, rule, stamp);
    if (habits === base) {
      if (base !== current) commit({ habits: base });
      return;
    }
    pending.push({ change, now, stamp, event });
    commit({ habits });
    if (pending.length === 1) defer(flush);
  }

  /**
   * Writes what is pending and runs the badge checks. If another tab wrote in the meantime, the
   * pending changes are applied again on top of its data, so neither tab's change is lost.
   */
  function flush() {
    if (pending.length === 0) return;
    const done = pending;
    pending = [];
    const last = done[done.length - 1] as (typeof done)[number];
    let habits = getState().habits;
    if (readRaw(storage, STORAGE_KEYS.data, lastRaw) !== lastRaw) {
      const rule = dayRule();
      habits = done.reduce(
        (list, { change, now, stamp }) => change(list, now, rule, stamp),
        freshestHabits(),
      );
    }
    const writes: WriteResult[] = [];
    const serialized = serializeHabits(habits, extras, dayRule());
    const changed = serialized !== unstamped(lastRaw ?? '');
    if (changed && !releaseHeld()) {
      writes.push(HELD_FULL);
    } else if (changed) {
      writes.push(save(serialized, habits));
    }
    writes.push(saveLastInteraction(storage, last.now));
    const event = done.some((d) => d.event === 'delete') ? 'delete' : last.event;
    commit({ habits, ...checkBadges(habits, last.now, event, writes) }, writes);
  }

  function markBadgesSeen() {
    const { seen, unlocked } = getState();
    const next = [...new Set([...seen, ...unlocked])];
    if (next.length === seen.length) return;
    commit({ seen: next }, [saveSeen(storage, next)]);
  }

  /** Re-reads the document's keys, as after another tab's write or a Replace. */
  const reload = (): DocumentState => ({
    habits: freshestHabits(),
    unlocked: loadUnlocked(storage),
    seen: loadSeen(storage),
  });

  return {
    initial,
    changeHabits,
    flush,
    markBadgesSeen,
    reload,
    /**
     * Follows another tab's write under `key` when it is one of the document's keys; what reads
     * as this tab already holds it is not committed again (the store's `connect` asks after each
     * key at the app's start).
     */
    followWrite(key: string) {
      const state = getState();
      if (key === STORAGE_KEYS.data) {
        if (pending.length > 0)
          flush(); // re-applies ours on top of theirs
        else {
          const habits = freshestHabits();
          if (habits !== state.habits) commit({ habits });
        }
      }
      if (key === STORAGE_KEYS.badges) {
        const unlocked = loadUnlocked(storage);
        if (!sameList(unlocked, state.unlocked)) commit({ unlocked });
      }
      if (key === STORAGE_KEYS.badgesSeen) {
        const seen = loadSeen(storage);
        if (!sameList(seen, state.seen)) commit({ seen });
      }
      if (key === STORAGE_KEYS.device) times.reload();
    },
    /**
     * What memory holds for a backup file (storage/backup.ts backupText makes the file): after a
     * failed write (a full quota) memory has changes storage lacks, and saving those is what
     * Export is for. Unreadable data with no room to quarantine it travels in the file instead,
     * which frees the data key for this tab's changes.
     */
    memoryItems(backupInfo: BackupInfo): MemoryItems {
      flush();
      const { habits, unlocked, seen } = getState();
      const taken = held;
      held = null;
      return {
        values: [
          [STORAGE_KEYS.data, habits.length > 0, serializeHabits(habits, extras, dayRule())],
          [STORAGE_KEYS.badges, unlocked.length > 0, JSON.stringify(unlocked)],
          [STORAGE_KEYS.badgesSeen, seen.length > 0, JSON.stringify(seen)],
          [STORAGE_KEYS.backup, true, JSON.stringify(backupInfo)],
        ],
        held: taken,
      };
    },
    /**
     * Makes storage the backup, all or nothing: on failure nothing changes and the reason comes
     * back. The caller reloads every key after a success.
     */
    replace(backup: ParsedBackup): ImportResult {
      flush();
      if (!releaseHeld()) return { ok: false, reason: 'held' };
      return backup.replaceIn(storage);
    },
    checkBadgesNow,
    /**
     * Merges a backup's or sync files' habits and badges into ours (§17.3), stored at once. A
     * merge that does not fit in storage is refused before anything changes (§17.6): memory,
     * storage and the badges stay as they were, and the reason comes back.
     */
    merge(backup: MergeSource): ImportResult {
      flush();
      const now = clock();
      const current = getState().habits;
      const habits = backup.mergeInto(current, now, dayRule());
      const serialized = serializeHabits(habits, extras, dayRule());
      const writes: WriteResult[] = [];
      if (serialized !== unstamped(lastRaw ?? '')) {
        // Unread data held with no room to set it aside: the merge stays in memory, as a change.
        const free = releaseHeld();
        const result = free ? save(serialized, habits) : HELD_FULL;
        if (free && !result.ok && result.reason === 'quota') return result;
        writes.push(result, saveLastInteraction(storage, now));
      }
      const incoming = backup.badges;
      // Ids in our order, then the backup's new ones, each once.
      const unlocked = [...new Set([...getState().unlocked, ...incoming.unlocked])];
      const seen = [...new Set([...getState().seen, ...incoming.seen])];
      writes.push(saveUnlocked(storage, unlocked), saveSeen(storage, seen));
      commit({ habits, unlocked, seen }, writes);
      // The merged days may earn badges, after the incoming ones are in.
      commit(checkBadges(habits, now, 'change', writes), writes);
      return { ok: true };
    },
  };
}

export type HabitsDocument = ReturnType<typeof createHabitsDocument>;

/** The same items in the same order. */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
