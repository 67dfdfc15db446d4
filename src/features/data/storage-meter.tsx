import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { cn } from '../../components/ui/cn';
import { formatPercent } from '../../i18n/format';
import { useFreshStorageGauge } from '../../state/use-fresh-storage-gauge';
import { usedPercent } from '../../state/used-percent';
import { localStorageUsage } from './words';

/**
 * Your data's `Storage used` (docs/product.md §2.8, §8.7): a meter of local storage's limit, all
 * keys of the origin, with "2.1 MB of about 5 MB"; from 80 %, what to do about it. A term and its
 * description of the dialog's list of facts, across both its columns.
 */
export function StorageMeter() {
  const { use, nearlyFull: full } = useFreshStorageGauge();
  const label = useId();
  if (!use)
    return (
      <div className="col-span-2 rounded-xl bg-surface-2 p-3">
        <dt className="text-xs text-muted">{t`Storage used`}</dt>
        <dd className="font-semibold">
          {t({ message: 'Not available', context: 'Storage used' })}
        </dd>
      </div>
    );
  const percent = usedPercent(use);
  const share = formatPercent(percent / 100);
  const usage = localStorageUsage(use.used, use.limit);
  return (
    <div className="col-span-2 grid gap-2 rounded-xl bg-surface-2 p-3">
      <dt id={label} className="text-xs text-muted">
        {t`Storage used`}
      </dt>
      <dd className="grid gap-2">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold tabular-nums">
          <span>{usage}</span>
          <span>{share}</span>
        </span>
        <span
          role="meter"
          aria-labelledby={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t({
            message: `${share}: ${usage}`,
            comment: 'Read out for the Storage used meter: "42%: 2.1 MB of about 5 MB"',
          })}
          className="block h-2 overflow-hidden rounded-full bg-line"
        >
          <span
            className={cn('block h-full rounded-full', full ? 'bg-danger' : 'bg-accent')}
            // At least a sliver, so an almost empty storage still shows where the bar starts.
            style={{ width: `${Math.max(percent, 1)}%` }}
          />
        </span>
        {full && (
          <span className="text-sm text-fg">
            {t`Storage is almost full. Export a backup now, so every habit and completion is safe in a file: once storage is full, new changes cannot be saved here.`}
          </span>
        )}
      </dd>
    </div>
  );
}
