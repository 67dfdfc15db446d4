import { t } from '@lingui/core/macro';
import type { ComponentProps } from 'react';
import { preloadable } from '../../components/ui/preloadable';

const CalendarPanel = preloadable(
  () => t`the calendar`,
  () => import('./calendar-panel.lazy'),
);

/** The panel's own props (its habit, open state and anchor): this file never imports it. */
export type CalendarPopoverProps = ComponentProps<typeof CalendarPanel>;

/** The month calendar for one habit; its code loads the first time any calendar opens. */
export function CalendarPopover(props: CalendarPopoverProps) {
  return <CalendarPanel {...props} />;
}

/** Warms the calendar's code, as the strip's pointer-enter and focus do. */
CalendarPopover.preload = CalendarPanel.preload;
