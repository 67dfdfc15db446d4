/**
 * What checks each list of classes `cn` makes, if anything: the unit tests' set-up installs one
 * that throws when two of them set the same property (`conflictingClasses`, src/testing); the
 * app runs without one.
 */
let check: ((classes: string) => void) | undefined;

/** Installs (or, with undefined, removes) the check of every list of classes `cn` makes. */
export function checkClassesWith(next: ((classes: string) => void) | undefined): void {
  check = next;
}

/**
 * Joins class names, skipping falsy ones. Two classes for the same property are a mistake: which
 * one wins would be the stylesheet's order, not the caller's. A caller that overrides a
 * component's class marks its own important (`rounded-xl!`), Tailwind's way to win whatever the
 * order (docs/decisions.md, "cn joins classes; a conflict fails the tests").
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  const joined = classes.filter(Boolean).join(' ');
  check?.(joined);
  return joined;
}
