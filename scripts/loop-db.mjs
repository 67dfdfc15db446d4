/**
 * Makes a Loop Habit Tracker backup (a SQLite file) of a given schema version, for the importer's
 * tests and the bench. Columns follow Loop's migrations: numeric habits (`type`, `target_type`,
 * `target_value`, `unit`) from 17 here, `question` from 23 (before, `description` holds the
 * question), `uuid` from 24; a repetition's `value` from 22 and `notes` from 25. `color` is written
 * as given (default 8): an ARGB integer before 14, an index after.
 *
 * @param {import('sql.js').SqlJsStatic} SQL
 * @param {{ version: number, habits: { id: number, name: string, archived?: number, num?: number,
 *   den?: number, type?: number, targetType?: number, targetValue?: number, unit?: string,
 *   position?: number, color?: number, question?: string, description?: string }[],
 *   repetitions: { habit: number, timestamp: number, value?: number, notes?: string }[] }} spec
 * @returns {Uint8Array}
 */
export function makeLoopDb(SQL, { version, habits, repetitions }) {
  const db = new SQL.Database();
  const numeric = version >= 17;
  db.run(`CREATE TABLE Habits (id integer primary key autoincrement, archived integer,
    color integer, description text, freq_den integer, freq_num integer, highlight integer,
    name text, position integer, reminder_hour integer, reminder_min integer,
    reminder_days integer not null default 127
    ${numeric ? ', type integer not null default 0, target_type integer not null default 0, target_value real not null default 0, unit text not null default ""' : ''}
    ${version >= 23 ? ', question text' : ''}${version >= 24 ? ', uuid text' : ''})`);
  db.run(`CREATE TABLE Repetitions (id integer primary key autoincrement,
    habit integer not null references habits(id), timestamp integer not null
    ${version >= 22 ? ', value integer not null' : ''}${version >= 25 ? ', notes text' : ''})`);
  for (const h of habits) {
    const columns = ['id', 'name', 'archived', 'freq_num', 'freq_den', 'position', 'color'];
    const values = [
      h.id,
      h.name,
      h.archived ?? 0,
      h.num ?? 1,
      h.den ?? 1,
      h.position ?? h.id,
      h.color ?? 8,
    ];
    if (version >= 23) {
      columns.push('question', 'description');
      values.push(h.question ?? '', h.description ?? '');
    } else {
      columns.push('description');
      values.push(h.question ?? '');
    }
    if (numeric) {
      columns.push('type', 'target_type', 'target_value', 'unit');
      values.push(h.type ?? 0, h.targetType ?? 0, h.targetValue ?? 0, h.unit ?? '');
    }
    db.run(
      `INSERT INTO Habits (${columns.join()}) VALUES (${columns.map(() => '?').join()})`,
      values,
    );
  }
  db.run('BEGIN');
  const columns = ['habit', 'timestamp'];
  if (version >= 22) columns.push('value');
  if (version >= 25) columns.push('notes');
  const insert = db.prepare(
    `INSERT INTO Repetitions (${columns.join()}) VALUES (${columns.map(() => '?').join()})`,
  );
  for (const r of repetitions) {
    const values = [r.habit, r.timestamp];
    if (version >= 22) values.push(r.value ?? 2);
    if (version >= 25) values.push(r.notes ?? '');
    insert.run(values);
  }
  insert.free();
  db.run('COMMIT');
  db.run(`PRAGMA user_version = ${version}`);
  const bytes = db.export();
  db.close();
  return bytes;
}

/**
 * Loop's frequency picker's every kind of choice, as it stores each (`num` times in `den` days;
 * FrequencyPickerDialog.kt), one habit each, for the import of issue 43: every day, every X days
 * (7, 30 and 45 among them), X times per week, X times per month (X/30, and X/31 as Loop's builds
 * before June 2020 stored it; 28 has no "times a month" of ours) and X times in Y days (90: over
 * our 60).
 */
export const EVERY_LOOP_FREQUENCY = [
  { name: 'Walk', num: 1, den: 1 },
  { name: 'Water plants', num: 1, den: 3 },
  { name: 'Call mum', num: 1, den: 7 },
  { name: 'Clean fridge', num: 1, den: 30 },
  { name: 'Haircut', num: 1, den: 45 },
  { name: 'Run', num: 3, den: 7 },
  { name: 'Read a chapter', num: 10, den: 30 },
  { name: 'Budget review', num: 4, den: 31 },
  { name: 'Journal', num: 28, den: 30 },
  { name: 'Swim', num: 3, den: 10 },
  { name: 'Visit gran', num: 5, den: 90 },
];

/**
 * A real Loop backup (`bytes`, such as fixtures/peer-exports/loop-backup-v22.db) with more
 * habits, each a copy of its first habit's row with its own id, name, position and frequency
 * (and no description),
 * each done (YES_MANUAL) on the given days (ms at 00:00 UTC, as Loop stores them). Its schema,
 * version and other rows stay as Loop wrote them.
 *
 * @param {import('sql.js').SqlJsStatic} SQL
 * @param {Uint8Array} bytes
 * @param {{ name: string, num: number, den: number }[]} habits
 * @param {number[]} doneDays
 * @returns {Uint8Array}
 */
export function withLoopHabits(SQL, bytes, habits, doneDays) {
  const db = new SQL.Database(bytes);
  const [[maxId, maxPosition]] = db.exec('SELECT max(id), max(position) FROM Habits')[0].values;
  const columns = db
    .exec('PRAGMA table_info(Habits)')[0]
    .values.map((row) => row[1])
    .filter((column) => column !== 'id');
  const [template] = db.exec(`SELECT ${columns.join()} FROM Habits ORDER BY position LIMIT 1`)[0]
    .values;
  const hasValue = db
    .exec('PRAGMA table_info(Repetitions)')[0]
    .values.some((row) => row[1] === 'value');
  habits.forEach(({ name, num, den }, i) => {
    const id = maxId + 1 + i;
    const own = {
      name,
      freq_num: num,
      freq_den: den,
      position: maxPosition + 1 + i,
      description: '',
    };
    const values = columns.map((column, at) => (column in own ? own[column] : template[at]));
    db.run(
      `INSERT INTO Habits (id, ${columns.join()}) VALUES (?, ${columns.map(() => '?').join()})`,
      [id, ...values],
    );
    for (const timestamp of doneDays) {
      db.run(
        `INSERT INTO Repetitions (habit, timestamp${hasValue ? ', value' : ''}) VALUES (?, ?${hasValue ? ', 2' : ''})`,
        [id, timestamp],
      );
    }
  });
  const out = db.export();
  db.close();
  return out;
}
