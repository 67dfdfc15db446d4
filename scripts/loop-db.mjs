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
