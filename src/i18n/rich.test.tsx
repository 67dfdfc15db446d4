import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rich } from './rich';

describe('rich', () => {
  it('puts each part where the sentence names it, in any order', () => {
    const { container } = render(
      <p>{rich('{b} vor {a}.', { a: <a href="/x">eins</a>, b: <strong>zwei</strong> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><strong>zwei</strong> vor <a href="/x">eins</a>.</p>');
  });

  it('keeps a placeholder without a part as written, and text without any as it is', () => {
    const { container } = render(<p>{rich('Hello {who}, {x}', { x: 'y' })}</p>);
    expect(container.textContent).toBe('Hello {who}, y');
    expect(rich('Plain', {})).toEqual(['Plain']);
  });
});
