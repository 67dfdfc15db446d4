import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { useHistoryHref } from '../../../components/ui/history-href';
import { cn } from '../../../components/ui/cn';
import { preloadable } from '../../../components/ui/preloadable';
import { useOpenedOnce } from '../../../components/ui/use-opened-once';

const TickLinkDialog = preloadable(
  () => t`the tick link`,
  () => import('../link/tick-link-dialog.lazy'),
  { warm: false },
);

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
 * docs/product.md §2.3: menu `More actions for <name>` with Rename, Edit, History, Tick link,
 * Archive and Delete. Its code loads on first use, so the trigger lives in the card; Radix
 * positions the menu from an invisible trigger laid over that button. The tick link's dialog
 * (§19.4) lives here, so the card (in the first paint) holds nothing of it; the menu stays mounted
 * from its first opening on.
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
  const [linkOpen, setLinkOpen] = useState(false);
  const linkMounted = useOpenedOnce(linkOpen);
  // Opening the menu warms the history page's and the tick link's code, so they open at once.
  useEffect(() => {
    if (!open) return;
    void history?.preload();
    void TickLinkDialog.preload();
  }, [open, history]);
  return (
    <>
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
                setLinkOpen(true);
              }}
            >
              {t({
                message: 'Tick link',
                comment:
                  'Opens a dialog with a URL (and QR code) that marks the habit done when opened',
              })}
            </DropdownMenu.Item>
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
              className={cn(item, 'text-danger data-[highlighted]:bg-danger/10!')}
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
      {linkMounted && (
        <TickLinkDialog
          id={id}
          name={name}
          open={linkOpen}
          onOpenChange={setLinkOpen}
          returnFocusRef={anchorRef}
        />
      )}
    </>
  );
}
