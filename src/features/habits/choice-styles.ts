/** The real input lies over its pill, unseen: a click or tap anywhere on the pill is on it. */
export const hiddenInput =
  'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0';

/** A radio or checkbox drawn as a pill (Repeat, Track, Goal), filled while checked. */
export const pill =
  'relative cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-strong has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';
