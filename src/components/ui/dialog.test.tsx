import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from './dialog';

function Outer() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Settings">
        <p>Settings body</p>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogContent and Escape', () => {
  it('closes on an Escape from inside it', () => {
    render(<Outer />);
    const body = screen.getByText('Settings body');
    act(() => {
      body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
  });

  it('leaves an Escape from inside another dialog to that dialog: it closes, this one stays', () => {
    // Radix hands Escape to a newly opened dialog a frame or two after it shows; until then the
    // dialog it was opened from still hears it (a race a unit test cannot time, so the other
    // dialog is a stand-in: its content and its Close button, as DialogContent marks them).
    render(<Outer />);
    const other = document.createElement('div');
    other.dataset.slot = 'dialog-content';
    const close = document.createElement('button');
    close.dataset.slot = 'dialog-close';
    const closed = vi.fn();
    close.addEventListener('click', closed);
    const field = document.createElement('input');
    other.append(close, field);
    document.body.append(other);
    act(() => {
      field.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(closed).toHaveBeenCalledTimes(1);
    other.remove();
  });
});
