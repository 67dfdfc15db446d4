import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';

let failing = true;
function Fragile() {
  if (failing) throw new RangeError('Invalid time value');
  return <p>Shown</p>;
}

function Page() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </button>
      <ErrorBoundary part={() => 'the Your data dialog'}>
        <Fragile />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('replaces a part that throws with an alert; the rest keeps working; Dismiss retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Page />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Part of Tickday (the Your data dialog) hit a problem and could not be shown.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the part in the language in use when the alert shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    let name = 'the calendar';
    const part = () => name;
    name = 'el calendario';
    render(
      <ErrorBoundary part={part}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of Tickday (el calendario) hit a problem and could not be shown. Your data is safe.',
    );
  });

  it('tells a file that could not be fetched from a render error', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new RangeError('Invalid time value'))).toBe(false);
  });
});
