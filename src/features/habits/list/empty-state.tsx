import { t } from '@lingui/core/macro';
import { CalendarCheckIcon } from '../../../components/ui/icons';

/** docs/product.md §2: the tagline, and the empty card. */
export function EmptyState() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 pt-2 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t`Build habits, one day at a time.`}
        </h1>
        <p className="text-base text-pretty text-muted">{t`The world's simplest habit tracker. No login, no fuss. Free forever.`}</p>
      </div>
      <div className="grid justify-items-center gap-2 rounded-3xl border border-line bg-surface px-6 py-10 text-center">
        <div className="mb-2 grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
          <CalendarCheckIcon className="size-7" />
        </div>
        <h2 className="text-lg font-semibold">{t`No habits yet`}</h2>
        <p className="text-sm text-muted">{t`Add your first habit to get started on your journey!`}</p>
      </div>
    </div>
  );
}
