import { twMerge } from 'tailwind-merge';

/**
 * The classes of `classes` that another, later one overrides for the same property under the
 * same variants and importance, by tailwind-merge's full configuration (every Tailwind class);
 * a class written twice is not a conflict.
 */
export function conflictingClasses(classes: string): string[] {
  const words = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(words.join(' ')).split(' '));
  return [...new Set(words.filter((word) => !kept.has(word)))];
}

/** The unit tests' check of every `cn`: it throws on a conflict, naming it. */
export function throwOnConflict(classes: string): void {
  const lost = conflictingClasses(classes);
  if (lost.length > 0) {
    throw new Error(
      `Conflicting classes: ${lost.join(', ')} lose to a later class in "${classes}". Mark the one that must win with ! (docs/decisions.md, "cn joins classes").`,
    );
  }
}
