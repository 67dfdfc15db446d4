import { t } from '@lingui/core/macro';
import { useEffect, useRef, type RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { useHistoryHref } from '../../../components/ui/history-href';
import { cn } from '../../../components/ui/cn';

export interface CardMenuProps {
  id: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's `More actions` button: the menu opens beside it and gives focus back to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  onRename: () => void;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}

const item =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2';

/**
 * docs/product.md §2.3: menu `More actions for <name>` with Rename, Edit, History, Archive and
 * Delete. Its code loads on first use, so the trigger lives in the card; Radix positions the menu from an
 * invisible trigger laid over that button.
 */
export default function CardMenu({
  id,
  name,
  open,
  onOpenChange,
  anchorRef,
  onRename,
  onEdit,
  onArchive,
  onDelete,
}: CardMenuProps) {
  // Every item moves focus on (the rename box, the edit dialog, the next card): closing
  // after one gives no focus back to the button; Escape or a click outside does.
  const chosen = useRef(false);
  const history = useHistoryHref();
  const [, navigate] = useLocation();
  // Opening the menu warms the history page's code, so History opens without a wait.
  useEffect(() => {
    if (open) void history?.preload();
  }, [open, history]);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className="pointer-events-none absolute inset-0" />
      </DropdownMenu.Trigger>
      {/* Inside <main>, so the menu belongs to the page's main landmark like the card it is for. */}
      <DropdownMenu.Portal container={document.getElementById('main')}>
        <DropdownMenu.Content
          aria-label={t`More actions for ${name}`}
          align="end"
          sideOffset={6}
          collisionPadding={12}
          loop
          onFocus={(event) => {
            // Opened from the keyboard: focus on the first item, every time (WAI-ARIA's menu
            // button). Radix tells the keyboard by the keys it has seen, and on the first opening
            // its code loaded after the key was pressed, so it focused the menu itself.
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
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              chosen.current = true;
              onRename();
            }}
          >
            {t`Rename`}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              chosen.current = true;
              onEdit();
            }}
          >
            {t({ message: 'Edit', comment: "Opens a habit's edit dialog" })}
          </DropdownMenu.Item>
          {history && (
            <DropdownMenu.Item
              className={item}
              onSelect={() => {
                chosen.current = true;
                navigate(history.href(id));
              }}
            >
              {t`History`}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              chosen.current = true;
              onArchive();
            }}
          >
            {t({ message: 'Archive', comment: 'Takes a habit off the main page, history kept' })}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={cn(item, 'text-danger data-[highlighted]:bg-danger/10')}
            onSelect={() => {
              chosen.current = true;
              onDelete();
            }}
          >
            {t`Delete`}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
