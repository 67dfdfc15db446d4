import type { SqlJsStatic } from 'sql.js';
import { LOOP_DB_VERSION, type LoopExport } from '../../../domain/export/loop-export';

/**
 * docs/product.md §13.4: a Loop Habit Tracker backup: a SQLite database in Loop's schema at its
 * version 25 (the tables and columns its migrations 09 to 25 leave: `Habits`, `Repetitions` with
 * its unique (habit, timestamp) index, `Events`), `PRAGMA user_version` 25. Loop's Restore
 * accepts a SQLite file with both tables at a version it knows, and reads every column below as
 * not null but the reminder's. Runs in the import's worker (import/import.worker.ts); tests call it
 * directly.
 */
const SCHEMA = `
  CREATE TABLE Habits (
    id integer primary key autoincrement,
    archived integer,
    color integer,
    description text,
    freq_den integer,
    freq_num integer,
    highlight integer,
    name text,
    position integer,
    reminder_hour integer,
    reminder_min integer,
    reminder_days integer not null default 127,
    type integer not null default 0,
    target_type integer not null default 0,
    target_value real not null default 0,
    unit text not null default "",
    question text,
    uuid text
  );
  CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null,
    notes text
  );
  CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
  CREATE TABLE Events (
    id integer primary key autoincrement,
    timestamp integer,
    message text,
    server_id integer
  );
`;

export function writeLoopDb(SQL: SqlJsStatic, data: LoopExport): Uint8Array {
  const db = new SQL.Database();
  try {
    db.run(SCHEMA);
    db.run('BEGIN');
    const habit = db.prepare(
      `INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name,
        position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value,
        unit, question, uuid)
       VALUES (?, ?, ?, '', ?, ?, 0, ?, ?, NULL, NULL, 0, ?, ?, ?, ?, ?, ?)`,
    );
    for (const h of data.habits) {
      habit.run([
        h.id,
        h.archived,
        h.color,
        h.freq_den,
        h.freq_num,
        h.name,
        h.position,
        h.type,
        h.target_type,
        h.target_value,
        h.unit,
        h.question,
        h.uuid,
      ]);
    }
    habit.free();
    const repetition = db.prepare(
      'INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)',
    );
    for (const r of data.repetitions) repetition.run([r.habit, r.timestamp, r.value, r.notes]);
    repetition.free();
    db.run('COMMIT');
    db.run(`PRAGMA user_version = ${LOOP_DB_VERSION}`);
    return db.export();
  } finally {
    db.close();
  }
}
