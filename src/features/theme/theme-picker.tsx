import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';
import { Button } from '../../components/ui/button';
import { PaletteIcon } from '../../components/ui/icons';

const ThemePopover = preloadable(
  () => t`the colour picker`,
  () => import('./theme-popover.lazy'),
);

/** The header's palette button; the popover's code loads on first use. */
export function ThemePicker() {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    ThemePopover.preload,
  );
  return (
    <>
      <Button
        {...triggerProps}
        variant="icon"
        size="md"
        aria-label={t`Colour theme`}
        className="text-fg!"
      >
        <PaletteIcon className="size-5" />
      </Button>
      {mounted && <ThemePopover open={open} onOpenChange={setOpen} anchorRef={triggerRef} />}
    </>
  );
}
