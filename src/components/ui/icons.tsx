import type { ReactNode } from 'react';

/**
 * The app's icons, one component each. This module is in the first paint's chunk whole, whichever
 * icons a chunk uses, so an icon that only a code-split part draws lives with that part.
 * Decorative: hidden from assistive technology; the control around an icon carries the name.
 */
export interface IconProps {
  className?: string;
}

/** A drawn line, 2 px, with round ends and corners (most icons are drawn so). */
export const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** An icon's frame: a 24 x 24 view, hidden from assistive technology. */
export function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {children}
    </svg>
  );
}

export function BarsIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M5 20V11M12 20V4M19 20v-6"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </Svg>
  );
}

export function PaletteIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.9.8-1.7 1.7-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="7.5" cy="11" r="1.4" fill="currentColor" />
      <circle cx="10.5" cy="7.2" r="1.4" fill="currentColor" />
      <circle cx="15" cy="7.6" r="1.4" className="fill-accent" />
    </Svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" {...LINE} strokeWidth="3" />
    </Svg>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function TrashIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...LINE} />
    </Svg>
  );
}

export function GripIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      {[6, 12, 18].map((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </Svg>
  );
}

export function MoreIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      {[6, 12, 18].map((x) => (
        <circle key={x} cx={x} cy="12" r="1.7" fill="currentColor" />
      ))}
    </Svg>
  );
}

export function CalendarCheckIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M3.5 10h17M8 3v4M16 3v4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M9 15l2 2 4-4" {...LINE} />
    </Svg>
  );
}

export function FlameIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 2c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 1.7 1.2 2.5 2 2.5-1-3 .5-6 1-8z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function TrophyIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M7 4h10v4a5 5 0 0 1-10 0V4zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8"
        {...LINE}
      />
    </Svg>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

/** The dark mode switch's thumb: the moon when dark, the sun when light. */
export function MoonIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
    </Svg>
  );
}

export function SunIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </Svg>
  );
}
