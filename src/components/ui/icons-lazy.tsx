import { cn } from './cn';
import { LINE, Svg, type IconProps } from './icons';

// The icons only the parts that load on first use draw (dialogs, the calendar, the pages): apart
// from icons.tsx so they are not in the first paint's JS.

export function CloseIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function RibbonIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M8.5 14l-2 7 5.5-3 5.5 3-2-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function WarningIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 3l10 18H2L12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

// A chevron points the way time runs: mirrored in a right-to-left page (§18.2).
export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className ?? ''}`}>
      <path d="M15 18l-6-6 6-6" {...LINE} strokeWidth="2.4" />
    </Svg>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className ?? ''}`}>
      <path d="M9 18l6-6-6-6" {...LINE} strokeWidth="2.4" />
    </Svg>
  );
}

/** A disclosure's chevron: down while open, pointing along the line (right, left in RTL) shut. */
export function DisclosureIcon({ className, open }: IconProps & { open: boolean }) {
  return (
    <Svg className={cn('transition-transform', !open && '-rotate-90 rtl:rotate-90', className)}>
      <path d="m6 9 6 6 6-6" {...LINE} />
    </Svg>
  );
}
