import { plural, t } from '@lingui/core/macro';
import type { Schedule } from '../../domain/schedule';
import { formatParts, weekdayName } from '../../i18n/format';

/**
 * A schedule in a few words, in the current language (docs/product.md §10): "Every day",
 * "Weekdays", "Weekends", "Mon, Wed, Fri", "Once a week", "3 times a week".
 */
export function scheduleLabel(schedule: Schedule): string {
  if (schedule.type === 'weekly') {
    const times = schedule.times;
    return plural(times, { one: 'Once a week', other: '# times a week' });
  }
  if (schedule.type === 'weekdays') {
    if (schedule.days.join() === '1,2,3,4,5') {
      return t({ message: 'Weekdays', comment: 'A schedule: Monday to Friday' });
    }
    if (schedule.days.join() === '0,6') {
      return t({ message: 'Weekends', comment: 'A schedule: Saturday and Sunday' });
    }
    return formatParts(schedule.days.map((day) => weekdayName(day, 'short')));
  }
  return t({ message: 'Every day', comment: 'A schedule' });
}
