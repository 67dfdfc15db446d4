import { dayOfIso } from '../days';
import type { Schedule } from '../schedule';
import { isValidAmount, type Measure } from '../amount';

/**
 * A habit's fields that change on their own (docs/product.md §16.4), each declared once: where it
 * is stored, what a stored value must be to be read, what it reads as when absent, how sync merges
 * it, and how an edit writes it. The stored data's reader (storage/codec.ts, storage/schema.ts),
 * the merge (domain/merge-records.ts) and the field edits (field-edits.ts) are made from this
 * table, and `HabitField` (the names in `changedAt`) is its keys. docs/architecture.md, "Adding a
 * field", says how to add one.
 *
 * Every field's change time is `changedAt[<field>]`. An older Tickday keeps a field it does not
 * know, and its change time, as they are (§3.3), so a new field is always optional.
 */
export interface FieldRule<T> {
  /** Its key on the stored habit; null for a change with no value of its own (the order). */
  key: string | null;
  /**
   * What a stored value must be to be read (absent is always fine but for a `required` field).
   * A type guard, so the field's type on `Habit` is what it lets through. Plain predicates, not
   * valibot: the first paint reads with them (valibot's runtime is ~0.9 KB gzip of `/`);
   * storage/schema.test.ts holds each equal to a valibot schema on arbitrary input.
   */
  check: (value: unknown) => value is T;
  /**
   * What a load does with a value that fails its check (§8.1): `reject` the habit (it cannot be
   * shown), `set-aside` the value with its change time (the rest of the habit is kept), or keep
   * it as stored and read it leniently (`kept`).
   */
  broken: 'reject' | 'set-aside' | 'kept';
  /** The habit cannot be read without it (the schema check rejects a habit that lacks it). */
  required?: true;
  /**
   * How sync merges two copies' values: the one changed later wins; on equal change times (data
   * from before change times were kept) `greater` takes the greater value as JSON and `true-wins`
   * takes `true` (a deletion and an archive win, as 1.2's Merge kept them), so a merge does not
   * depend on which copy is which (§16.4).
   */
  tie: 'greater' | 'true-wins';
  /**
   * How an edit writes it: `optional` fields are set by `setFieldAt` (field-edits.ts), which
   * removes the key when the value is `absent` (what the field reads as when there is none) and
   * keeps the key's place otherwise; `own` fields have their own edit (a rename, a new schedule,
   * a pause), which stamps the field with `stampHabit`.
   */
  edit: 'optional' | 'own';
  /** What the field reads as when its key is absent (an `optional` field's default). */
  absent?: T;
}

// The types of the fields' values that are objects (§10.9's pauses, §19.4's tick link; §16's
// measure is amount.ts's), and the pauses' check: here, with the table, so that it imports nothing
// that imports the model.

/**
 * docs/product.md §19.4: a habit's tick link: the link's random token (never the habit's id) and,
 * for an amount habit, what each open adds (absent: 1).
 */
export interface TickLink {
  token: string;
  adds?: number;
}

/** docs/product.md §10.9: a pause, from its first day to its last (inclusive). */
export interface Pause {
  from: string;
  to: string;
}

/**
 * The most days from a pause's first day to its last: a year (366 from a day before a leap day).
 * The dialog asks for at most a year; a longer stored one is set aside by the codec.
 */
export const PAUSE_MAX_SPAN = 366;

/**
 * Whether a stored `pauses` value reads as one (the codec sets aside any other, §3.6): an array of
 * `{from, to}` real dates, each from ≤ to and its last at most PAUSE_MAX_SPAN days after its
 * first, ascending and not overlapping. Other keys of a pause (a newer version's) are kept.
 */
export function isReadablePauses(raw: unknown): raw is Pause[] {
  if (!Array.isArray(raw)) return false;
  let last = -Infinity;
  for (const item of raw) {
    const from = dayOfIso(item?.from);
    const to = dayOfIso(item?.to);
    if (from === null || to === null || from <= last || to < from || to - from > PAUSE_MAX_SPAN)
      return false;
    last = to;
  }
  return true;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
/** A schedule of any type: one this version does not know is kept and read as daily (§10). */
const isStoredSchedule = (value: unknown): value is Schedule | { type: string } =>
  typeof value === 'object' && value !== null && typeof (value as Schedule).type === 'string';
/** Any value: a measure that does not read is kept and the habit read as done or not (§16). */
const isAnyMeasure = (_value: unknown): _value is Measure | undefined => true;
const isNothing = (_value: unknown): _value is never => false;
/** A tick link: a text token, and a positive amount each open adds (absent: 1). */
function isTickLink(value: unknown): value is TickLink {
  if (typeof value !== 'object' || value === null) return false;
  const { token, adds } = value as Partial<TickLink>;
  return typeof token === 'string' && (adds === undefined || (isValidAmount(adds) && adds > 0));
}

/** A field a habit cannot be read without: a broken value rejects the habit. */
const REQUIRED = { broken: 'reject', required: true, tie: 'greater', edit: 'own' } as const;
/** A field absent at its default, set by `setFieldAt`; a broken value is set aside. */
const OPTIONAL = { broken: 'set-aside', tie: 'greater', edit: 'optional' } as const;

/**
 * The table. The merge writes the fields after `changedAt` (group to remindAt) in its order. A row starts from one of the
 * two kinds above where it is one, and says what differs. `satisfies` checks each row's shape;
 * `as const` keeps its literals, so `HabitField`, `OptionalField` and the fields' types on `Habit`
 * (model.ts) are read from it by the compiler.
 */
export const HABIT_FIELDS = {
  /** §9: the name, at most 32 characters as typed (a longer stored one is kept). */
  name: { ...REQUIRED, key: 'name', check: isText },
  /** §10: how often the habit is due. */
  schedule: { ...REQUIRED, key: 'schedule', check: isStoredSchedule },
  /** §16: an amount habit's unit, goal and target (absent: done or not). */
  measure: { key: 'measure', check: isAnyMeasure, broken: 'kept', tie: 'greater', edit: 'own' },
  /** §16.4: the list's order, a change time on the habit moved, with no value of its own. */
  order: { key: null, check: isNothing, broken: 'kept', tie: 'greater', edit: 'own' },
  /** §3.2: deleted (soft: a tombstone), stored `isDeleted: true`; a deletion wins a tie. */
  deleted: {
    key: 'isDeleted',
    check: isFlag,
    broken: 'reject',
    tie: 'true-wins',
    edit: 'own',
    absent: false,
  },
  /** §3.6: the group's name (absent: no group). Read with `groupOf`. */
  group: { ...OPTIONAL, key: 'group', check: isText, absent: '' },
  /** §3.6: archived (absent: not); an archive wins a tie, as a deletion does. `isArchived`. */
  archived: { ...OPTIONAL, key: 'archived', check: isFlag, tie: 'true-wins', absent: false },
  /** §3.6: one of HABIT_COLORS (absent: Default); an unknown one is kept. Read with `colorOf`. */
  color: { ...OPTIONAL, key: 'color', check: isText },
  /** §3.6: a line about the habit (absent: none). Read with `descriptionOf`. */
  description: { ...OPTIONAL, key: 'description', check: isText, absent: '' },
  /**
   * §10.9: the days the habit is paused, dates of the day rule, ascending and apart (absent: never
   * paused), one field: the whole list. Read in pauses.ts, edited in pause-edits.ts.
   */
  pauses: { ...OPTIONAL, key: 'pauses', check: isReadablePauses, edit: 'own' },
  /** §14.5: the habit's own reminder, `HH:MM` local (absent: none; other text is kept, read as none). */
  remindAt: { ...OPTIONAL, key: 'remindAt', check: isText, absent: '' },
  /**
   * §20: what kind of habit it is: `break` for a habit to break (absent: one to do; other text, a
   * newer kind, is kept and read as one to do). Read with `isHabitToBreak`.
   */
  kind: { ...OPTIONAL, key: 'kind', check: isText, absent: '' },
  /**
   * §19.4: the tick link's random token and what each open adds to an amount habit (absent: no
   * link yet), one field: a new link or a new amount is one change. Read in tick-link.ts.
   */
  tickLink: { ...OPTIONAL, key: 'tickLink', check: isTickLink },
} as const satisfies Record<string, FieldRule<unknown>>;

/** The habit fields that change on their own, each with its own change time. */
export type HabitField = keyof typeof HABIT_FIELDS;

type Rules = typeof HABIT_FIELDS;

/** The fields an edit sets with `setFieldAt`: absent at their default. */
export type OptionalField = {
  [K in HabitField]: Rules[K]['edit'] extends 'optional' ? K : never;
}[HabitField];

/** The value type a field's check lets through. */
export type FieldValue<K extends HabitField> = Rules[K]['check'] extends (
  value: unknown,
) => value is infer T
  ? T
  : never;

/**
 * The table's rows, in its order (the reader, the schema check and the merge walk them, each once
 * when its module loads). A function, not a list made here, so a row added to the table before
 * they load is in it: the test of adding a field does exactly that.
 */
export function fieldRules(): [HabitField, FieldRule<unknown>][] {
  return Object.entries(HABIT_FIELDS) as [HabitField, FieldRule<unknown>][];
}
