import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import type { Habit } from '../../../domain/habit/model';
import { announcementsFor } from './drag-words';
import type { PageList } from './group-landing';

const habit = (id: string, name: string) => ({ id, name }) as Habit;
const habits = [
  habit('a', 'Walk'),
  habit('m1', 'Read'),
  habit('m2', 'Stretch'),
  habit('w1', 'Mail'),
];
const lists: PageList[] = [
  { group: null, ids: ['a'] },
  { group: 'Morning', ids: ['m1', 'm2'] },
  { group: 'Work', ids: ['w1'] },
];
const rect = (top: number) => ({
  top,
  height: 90,
  left: 0,
  width: 300,
  right: 300,
  bottom: top + 90,
});
const active = (id: string, top: number) =>
  ({ id, rect: { current: { initial: rect(0), translated: rect(top) } } }) as unknown as Active;
const over = (id: string, top: number) => ({ id, rect: rect(top) }) as unknown as Over;

describe('drag announcements', () => {
  it('without groups, the words of a plain list (place among all habits)', () => {
    const say = announcementsFor(() => habits);
    expect(say.onDragStart({ active: active('m1', 0) })).toBe(
      'Picked up Read, at position 2 of 4.',
    );
    expect(say.onDragOver({ active: active('m1', 0), over: over('w1', 0) })).toBe(
      'Read moved to position 4 of 4.',
    );
    expect(say.onDragEnd({ active: active('m1', 0), over: over('w1', 0) })).toBe(
      'Read dropped at position 4 of 4.',
    );
  });

  it('with groups, a place within the list, and the list a card moves into', () => {
    const say = announcementsFor(
      () => habits,
      () => lists,
    );
    expect(say.onDragStart({ active: active('m2', 0) })).toBe(
      'Picked up Stretch, at position 2 of 2.',
    );
    expect(say.onDragOver({ active: active('m2', 0), over: over('m1', 0) })).toBe(
      'Stretch moved to position 1 of 2.',
    );
    // Past the end of Morning: over Work's heading, the start of Work.
    expect(say.onDragOver({ active: active('m2', 200), over: over('group:Work', 180) })).toBe(
      'Stretch moved into Work, to position 1 of 2.',
    );
    expect(say.onDragEnd({ active: active('m2', 200), over: over('group:Work', 180) })).toBe(
      'Moved Stretch into Work, at position 1 of 2.',
    );
    // Before the start of Morning: over the list Habits' last card, its centre above it.
    expect(say.onDragEnd({ active: active('m1', 0), over: over('a', 20) })).toBe(
      'Moved Read into Habits, at position 1 of 2.',
    );
    // The words of a drop follow the lists as the card was picked up, not as the move left them.
    const moved: PageList[] = [
      { group: null, ids: ['a'] },
      { group: 'Morning', ids: ['m1'] },
      { group: 'Work', ids: ['m2', 'w1'] },
    ];
    let now = lists;
    const after = announcementsFor(
      () => habits,
      () => now,
    );
    expect(after.onDragStart({ active: active('m2', 0) })).toBe(
      'Picked up Stretch, at position 2 of 2.',
    );
    now = moved;
    expect(after.onDragEnd({ active: active('m2', 200), over: over('group:Work', 180) })).toBe(
      'Moved Stretch into Work, at position 1 of 2.',
    );
    expect(say.onDragCancel({ active: active('w1', 0), over: null })).toBe(
      'Reordering cancelled. Mail went back to position 1 of 1.',
    );
  });

  it('the words follow the landing spot as a card moves over the same card (issue 56)', () => {
    const say = announcementsFor(
      () => habits,
      () => lists,
    );
    say.onDragStart({ active: active('w1', 0) });
    // Up from Work: over Morning's last card, its centre still below Stretch's: after it.
    expect(say.onDragOver({ active: active('w1', 230), over: over('m2', 200) })).toBe(
      'Mail moved into Morning, to position 3 of 3.',
    );
    // Still over Stretch, a press nearer: no new words.
    expect(say.onDragMove?.({ active: active('w1', 220), over: over('m2', 200) })).toBeUndefined();
    // Its centre now above Stretch's: before it. dnd-kit calls onDragOver only when the card
    // under it changes; the move says the new spot, once.
    expect(say.onDragMove?.({ active: active('w1', 180), over: over('m2', 200) })).toBe(
      'Mail moved into Morning, to position 2 of 3.',
    );
    expect(say.onDragMove?.({ active: active('w1', 170), over: over('m2', 200) })).toBeUndefined();
    expect(say.onDragEnd({ active: active('w1', 170), over: over('m2', 200) })).toBe(
      'Moved Mail into Morning, at position 2 of 3.',
    );
  });
});
