import { lazy, Suspense, type RefObject } from 'react';

const CalendarPanel = lazy(() => import('./calendar-panel'));

export interface CalendarPopoverProps {
  habitId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** The month calendar for one habit; its code loads the first time any calendar opens. */
export function CalendarPopover(props: CalendarPopoverProps) {
  return (
    <Suspense fallback={null}>
      <CalendarPanel {...props} />
    </Suspense>
  );
}
