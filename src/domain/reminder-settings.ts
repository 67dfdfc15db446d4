/** The daily reminder's setting (docs/product.md §14.1), small enough for the first paint. */

export interface ReminderSettings {
  on: boolean;
  /** `HH:MM`, 24-hour, local time. */
  time: string;
  /**
   * §14.6: `false` when a habit's own notification is not titled with its name; absent, it is
   * (the switch `Show habit names in notifications`, on by default).
   */
  names?: false;
}

export const DEFAULT_REMINDER: ReminderSettings = { on: false, time: '20:00' };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a reminder time (`HH:MM`, 00:00 to 23:59). */
export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Hours and minutes of a reminder time. */
export function hoursAndMinutes(time: string): [number, number] {
  const [, h = '20', m = '00'] = TIME.exec(time) ?? [];
  return [Number(h), Number(m)];
}
