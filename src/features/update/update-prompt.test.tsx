import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UpdatePrompt from './update-prompt.lazy';

const sw = vi.hoisted(() => ({ needRefresh: false, reload: vi.fn(), later: vi.fn() }));
vi.mock('./use-service-worker', () => ({ useServiceWorker: () => sw }));

describe('update prompt', () => {
  it('shows nothing while no new version waits', () => {
    sw.needRefresh = false;
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Reload when a new version is waiting', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('New version available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(sw.later).toHaveBeenCalledTimes(1);
  });
});
