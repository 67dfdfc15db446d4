import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';

const ThemePopover = preloadable('the colour picker', () => import('./theme-popover'));

/** The header's palette button; the popover's code loads on first use. */
export function ThemePicker() {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    ThemePopover.preload,
  );
  return (
    <>
      <button
        {...triggerProps}
        aria-label="Colour theme"
        className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.9.8-1.7 1.7-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="7.5" cy="11" r="1.4" fill="currentColor" />
          <circle cx="10.5" cy="7.2" r="1.4" fill="currentColor" />
          <circle cx="15" cy="7.6" r="1.4" className="fill-accent" />
        </svg>
      </button>
      {mounted && <ThemePopover open={open} onOpenChange={setOpen} anchorRef={triggerRef} />}
    </>
  );
}
