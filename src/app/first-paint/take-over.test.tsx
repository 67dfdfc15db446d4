import { Suspense, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { FirstRenderUntilCommitted } from '../app';
import { preloadable } from '../../components/ui/preloadable';

/**
 * Issue 60: a part whose code is not here yet holds React's first render over a snapshot back
 * until it is (first-render.ts). A part opened after that first commit is the page's, even before
 * the transition that turns the first render off has committed: a tap held on the snapshot is
 * handed on in the next task (first-paint/snapshot-paint.ts), and a person may tap at once. It
 * waits alone, in its own boundary; the page stays (under load on two cores the page vanished
 * behind its boundary's fallback, and the name typed into Add New Habit's form was lost).
 */
it('a part opened right after the take-over, its code not here yet, waits alone: the page stays', async () => {
  let arrive: (module: { default: ComponentType }) => void = () => {};
  const Part = preloadable(
    () => 'the part',
    () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)),
    { warm: false, coreWords: true },
  );
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <p>The page</p>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open && <Part />}
      </main>
    );
  }
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>The page is loading</p>}>
        <FirstRenderUntilCommitted first="snapshot">
          <Page />
        </FirstRenderUntilCommitted>
      </Suspense>,
    ),
  );
  // The first commit is in; its transition is not: the tap comes now.
  host.querySelector('button')?.click();
  await Promise.resolve();
  expect(host.textContent).not.toContain('The page is loading');
  expect(host.querySelector('main')?.style.display).not.toBe('none');
  arrive({ default: () => <p>The part</p> });
  await expect.poll(() => host.textContent).toContain('The part');
  expect(host.querySelector('main')?.style.display).not.toBe('none');
  root.unmount();
  host.remove();
});
