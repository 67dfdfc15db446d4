import { t } from '@lingui/core/macro';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { NAME_MAX_LENGTH } from '../../../domain/habit/model';

/** docs/product.md §9: a 500 ms touch press switches to editing. */
export const LONG_PRESS_MS = 500;

interface HabitNameProps {
  name: string;
  editing: boolean;
  onStartEdit: () => void;
  /** `null` cancels. */
  onEndEdit: (name: string | null) => void;
}

/**
 * The name, or its inline editor. Double-click, a 500 ms touch press, or F2 on the card starts;
 * Enter or blur saves, Escape cancels (docs/product.md §2.2).
 */
export function HabitName({ name, editing, onStartEdit, onEndEdit }: HabitNameProps) {
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);

  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  // A press still pending when the name goes away (rename, delete, re-mount) must not fire.
  useEffect(
    () => () => {
      if (press.current) clearTimeout(press.current.timer);
    },
    [],
  );

  if (editing) return <NameEditor name={name} onEndEdit={onEndEdit} />;

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    cancelPress();
    press.current = {
      x: event.clientX,
      y: event.clientY,
      timer: setTimeout(() => {
        press.current = null;
        onStartEdit();
      }, LONG_PRESS_MS),
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const p = press.current;
    if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > 10) cancelPress();
  };

  return (
    // Mouse and touch shortcuts; keyboard users press F2 on the card (see HabitCard).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      onDoubleClick={onStartEdit}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={cancelPress}
      onPointerCancel={cancelPress}
      className="line-clamp-2 text-base leading-snug font-semibold break-words select-none [-webkit-touch-callout:none]"
      title={name}
    >
      {name}
    </span>
  );
}

/** The inline editor; it ends once, whichever of Enter, Escape or blur comes first. */
function NameEditor({ name, onEndEdit }: Pick<HabitNameProps, 'name' | 'onEndEdit'>) {
  const done = useRef(false);
  const finish = (value: string | null) => {
    if (done.current) return;
    done.current = true;
    onEndEdit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation(); // keep Delete, F2 and arrows inside the text box
    if (event.key === 'Enter') finish(event.currentTarget.value);
    if (event.key === 'Escape') finish(null);
  };
  return (
    <input
      aria-label={t`Edit habit name`}
      defaultValue={name}
      maxLength={NAME_MAX_LENGTH}
      // Editing was just asked for by a double-click, long press or F2.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      onKeyDown={onKeyDown}
      onBlur={(e) => finish(e.currentTarget.value)}
      data-no-swipe
      autoComplete="off"
      enterKeyHint="done"
      className="-my-1 h-9 w-full min-w-0 rounded-lg border border-accent bg-bg px-2 text-base font-semibold text-fg outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
    />
  );
}
