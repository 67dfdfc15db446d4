import type { FormEvent, ReactNode } from 'react';

/**
 * A form in a part portalled over a habit card (the amount popover, the schedule dialog), which
 * checks its fields itself. Portalled, yet React hands its keys to the card: Delete in a field
 * would reveal the card's Delete, F2 rename the habit; so they stop here. Escape is Radix's (it
 * listens on document).
 */
export function CardForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => event.stopPropagation()}
      noValidate
      className={className}
    >
      {children}
    </form>
  );
}
