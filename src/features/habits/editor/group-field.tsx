import { t } from '@lingui/core/macro';
import { useId, useMemo } from 'react';
import { groupSections } from '../../../domain/habit/groups';
import { NAME_MAX_LENGTH } from '../../../domain/habit/model';
import { useAppSelector } from '../../../state/app-store-context';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

/**
 * docs/product.md §2.2, §2.3: combobox `Group`, a text box (a new group's name, at most 32
 * characters; empty: no group) that offers the existing groups. A native input with a datalist:
 * the browser gives it role combobox (an input with `list`), its popup, its keys and what a screen
 * reader says, with no code of ours (docs/decisions.md, "Combobox Group is a native input").
 */
export function GroupField({
  value,
  onChange,
  inline = false,
  className,
}: {
  value: string;
  onChange: (group: string) => void;
  /** The label beside the box (the add form's one line), not above it (the edit dialog). */
  inline?: boolean;
  className?: string;
}) {
  const id = useId();
  const listId = useId();
  const habits = useAppSelector((s) => s.habits);
  const names = useMemo(() => groupSections(habits).groups.map((g) => g.name), [habits]);
  return (
    <div className={cn(inline ? 'flex items-center gap-3' : 'grid gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {t({ message: 'Group', comment: 'The group a habit is in (a name); empty: none' })}
      </label>
      <input
        id={id}
        type="text"
        list={listId}
        value={value}
        maxLength={NAME_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t({ message: 'No group', comment: 'The empty Group box' })}
        autoComplete="off"
        className={`h-10 w-full min-w-0 flex-1 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg placeholder:text-muted ${FOCUS_RING}`}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
