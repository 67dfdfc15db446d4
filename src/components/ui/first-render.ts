import { createContext, useContext, useState } from 'react';

/**
 * The one owner of "React is taking the page over" (docs/architecture.md, "The first paint"): every
 * part that renders differently then asks it. On for React's first commit only, then off in a
 * transition (app.tsx):
 * - `'shell'`: React hydrates index.html's prerendered shell, and the build renders that shell
 *   (src/app/first-paint/shell.tsx). A part renders through its Suspense boundary, as the server did, so the
 *   markup matches and a part whose code is not here yet keeps the server's HTML until it is.
 * - `'snapshot'`: React renders the page as a snapshot shows it, over a page painted from one
 *   (src/app/main.tsx) and when one is made (src/app/first-paint/snapshot-writer.lazy.tsx). A part whose code
 *   is not here yet holds the whole render back until it is, so the render is the page whole: the
 *   painted snapshot stays on screen meanwhile, and a snapshot is never made with a part missing.
 * - `null`: the page is React's.
 */
export type FirstRender = 'shell' | 'snapshot' | null;

export const FirstRenderContext = createContext<FirstRender>(null);

/**
 * Whether React's first commit over the page is in (app.tsx sets it in that commit). Until the
 * transition that turns `FirstRender` off commits, the parts of the first render still read it;
 * a part mounted meanwhile (a tap held on the snapshot is handed on in the next task, and a person
 * may tap at once) is the page's, not the first render's: it asks this, once, as it mounts.
 */
export interface TakeOver {
  committed(): boolean;
  commit(): void;
}

/** A take-over not committed yet (app.tsx makes one per page). */
export function takeOver(): TakeOver {
  let committed = false;
  return {
    committed: () => committed,
    commit: () => {
      committed = true;
    },
  };
}

/** Never committed where no page is taken over (a snapshot being made, a test's render). */
export const TakeOverContext = createContext<TakeOver>(takeOver());

/**
 * How React is taking the page over now (`FirstRender`), for this component: `null` for one
 * mounted after the first commit.
 */
export function useFirstRender(): FirstRender {
  const first = useContext(FirstRenderContext);
  const takeOverNow = useContext(TakeOverContext);
  const [late] = useState(() => takeOverNow.committed());
  return late ? null : first;
}

/**
 * Whether React has the page: false in its first render over the shell or a snapshot, for what
 * those pages must not draw or take (the creator's avatar, a tick link's notice).
 */
export const useHydrated = (): boolean => useFirstRender() === null;
