import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { HabitChangeKind } from '../../domain/sync-file';
import type { ChangeSummary } from '../../state/sync/use-sync';

/**
 * What Apply would change, as the Open sync file summary says it (docs/product.md §17.1): a
 * sentence when nothing a person sees changes, else a line for each kind of change, each kind that
 * changes named ("1 changed: colour"). `nothing`: Apply would store nothing new.
 */
export type SummaryWords =
  | { kind: 'nothing'; sentence: string }
  | { kind: 'unseen'; sentence: string }
  | { kind: 'lines'; lines: string[] };

export function summaryWords(summary: ChangeSummary): SummaryWords {
  const { added, removed, archived, restored, edited, kinds, days, notes, badges, order } = summary;
  if (!summary.stored)
    return {
      kind: 'nothing',
      sentence: t`Nothing new: this device already has everything in it.`,
    };
  const shown = added + removed + archived + restored + edited + days + notes + badges > 0 || order;
  if (!shown)
    return {
      kind: 'unseen',
      sentence: t`Nothing you can see changes: Apply only brings in when things were changed, so your devices stay in step.`,
    };
  const lines = [
    plural(added, { one: '# habit added', other: '# habits added' }),
    t({
      comment: 'Habits a sync file deletes.',
      message: plural(removed, { one: '# deleted', other: '# deleted' }),
    }),
  ];
  if (archived > 0)
    lines.push(
      t({
        comment: 'Habits a sync file archives (their cards leave the list).',
        message: plural(archived, { one: '# archived', other: '# archived' }),
      }),
    );
  if (restored > 0)
    lines.push(
      t({
        comment: 'Archived habits a sync file brings back to the list.',
        message: plural(restored, {
          one: '# back from the archive',
          other: '# back from the archive',
        }),
      }),
    );
  lines.push(changedWords(edited, kinds));
  lines.push(
    t({
      comment: 'Days whose done, skip or amount a sync file changes.',
      message: plural(days, { one: '# day', other: '# days' }),
    }),
    t({
      comment: 'Notes a sync file writes, changes or clears.',
      message: plural(notes, { one: '# note', other: '# notes' }),
    }),
  );
  if (badges > 0)
    lines.push(
      t({
        comment: 'Badges unlocked on the other device that this one has not unlocked yet.',
        message: plural(badges, { one: '# badge unlocked', other: '# badges unlocked' }),
      }),
    );
  if (order)
    lines.push(
      t({
        comment: 'A sync file puts the habits in another order (reordered on the other device).',
        message: 'Order of habits changed',
      }),
    );
  return { kind: 'lines', lines };
}

/** "0 changed"; "2 changed: colour and description". */
function changedWords(edited: number, kinds: readonly HabitChangeKind[]): string {
  if (kinds.length === 0)
    return t({
      comment: 'Habits a sync file changes, shown when it changes none: "0 changed".',
      message: plural(edited, { one: '# changed', other: '# changed' }),
    });
  // "colour and reminder", as the language lists things (English without a comma before "and").
  const locale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  const what = new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map(kindWords));
  return t({
    comment:
      'Habits a sync file changes, and what it changes in them: {what} is a list of the words for name, schedule, group, colour… ("2 changed: colour and description").',
    message: plural(edited, { one: `# changed: ${what}`, other: `# changed: ${what}` }),
  });
}

/** What a sync file changes in a habit, in lower case, as an item of a list. */
function kindWords(kind: HabitChangeKind): string {
  switch (kind) {
    case 'name':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'name',
      });
    case 'schedule':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'schedule',
      });
    case 'measure':
      return t({
        comment:
          'What a sync file changes in habits, in a list after "2 changed:": the amount a habit tracks, its unit, goal or target.',
        message: 'amount and target',
      });
    case 'kind':
      return t({
        comment:
          'What a sync file changes in habits, in a list after "2 changed:": whether a habit is one to do or one to break (§20), as the Track choice in its Edit dialog.',
        message: 'what it tracks',
      });
    case 'group':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'group',
      });
    case 'color':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'colour',
      });
    case 'description':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'description',
      });
    case 'pauses':
      return t({
        comment: 'What a sync file changes in habits, in a list after "2 changed:".',
        message: 'pauses',
      });
    case 'reminder':
      return t({
        comment:
          'What a sync file changes in habits, in a list after "2 changed:": a habit\'s own reminder time.',
        message: 'reminder',
      });
    case 'tickLink':
      return t({
        comment:
          'What a sync file changes in habits, in a list after "2 changed:": a habit\'s tick link (a URL that ticks it, §19.4), made anew or adding another amount.',
        message: 'tick link',
      });
  }
}
