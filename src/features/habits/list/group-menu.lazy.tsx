import { t } from '@lingui/core/macro';
import { useRef, type RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';

export interface GroupMenuProps {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section's `Actions for <group>` button: the menu opens beside it, focus goes back to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** Absent for the first group (Move up) and the last (Move down). */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRename: () => void;
  onUngroup: () => void;
}

const item =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2';

/**
 * docs/product.md §2.2: menu `Actions for <group>` with Rename, Move up, Move down and Ungroup.
 * Loaded on first use, like the card's menu: Radix positions it from an invisible trigger laid
 * over the section's button.
 */
export default function GroupMenu({
  name,
  open,
  onOpenChange,
  anchorRef,
  onMoveUp,
  onMoveDown,
  onRename,
  onUngroup,
}: GroupMenuProps) {
  // An item moves focus on itself (the rename box, the moved group's button, the first card);
  // Escape or a click outside gives it back to the button.
  const chosen = useRef(false);
  const choose = (run: () => void) => () => {
    chosen.current = true;
    run();
  };
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className="pointer-events-none absolute inset-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={document.getElementById('main')}>
        <DropdownMenu.Content
          aria-label={t`Actions for ${name}`}
          align="end"
          sideOffset={6}
          collisionPadding={12}
          loop
          onFocus={(event) => {
            // Opened from the keyboard: focus on the first item (see card-menu.lazy.tsx).
            if (event.target !== event.currentTarget) return;
            if (anchorRef.current?.dataset.openedBy !== 'keyboard') return;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!chosen.current) anchorRef.current?.focus();
            chosen.current = false;
          }}
          className="z-50 min-w-44 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl outline-none data-[state=open]:animate-[td-fade_120ms_ease-out]"
        >
          <DropdownMenu.Item className={item} onSelect={choose(onRename)}>
            {t`Rename`}
          </DropdownMenu.Item>
          {onMoveUp && (
            <DropdownMenu.Item className={item} onSelect={choose(onMoveUp)}>
              {t({ message: 'Move up', comment: 'Moves a group of habits one place up' })}
            </DropdownMenu.Item>
          )}
          {onMoveDown && (
            <DropdownMenu.Item className={item} onSelect={choose(onMoveDown)}>
              {t({ message: 'Move down', comment: 'Moves a group of habits one place down' })}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={item} onSelect={choose(onUngroup)}>
            {t({
              message: 'Ungroup',
              comment: "Takes a group's habits out of it (they stay, with no group)",
            })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
