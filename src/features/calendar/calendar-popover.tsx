import { t } from '@lingui/core/macro';
import type { RefObject } from 'react';
import { preloadable } from '../../components/ui/preloadable';

const CalendarPanel = preloadable(
  () => t`the calendar`,
  () => import('./calendar-panel.lazy'),
);

export interface CalendarPopoverProps {
  habitId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** The month calendar for one habit; its code loads the first time any calendar opens. */
export function CalendarPopover(props: CalendarPopoverProps) {
  return <CalendarPanel {...props} />;
}

/** Warms the calendar's code, as the strip's pointer-enter and focus do. */
CalendarPopover.preload = CalendarPanel.preload;
