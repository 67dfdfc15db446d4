import type { ComponentType, RefObject } from 'react';

/**
 * What the habit card needs from a calendar. The home route passes the calendar feature's
 * component in, so the habits feature never imports another feature (docs/architecture.md).
 */
export interface CalendarSlotProps {
  habitId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The strip button: the popover anchors to it and returns focus to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** The calendar component, with a way to start loading its code when a pointer or focus nears. */
export type CalendarSlot = ComponentType<CalendarSlotProps> & { preload?: () => void };
