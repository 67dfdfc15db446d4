import { describe, expect, it } from 'vitest';
import { dropTarget, landing, type PageList } from './group-landing';

// Habits a, b (no group); Morning: m1, m2; Evening (collapsed): e1; Work: w1, w2.
const lists: PageList[] = [
  { group: null, ids: ['a', 'b'] },
  { group: 'Morning', ids: ['m1', 'm2'] },
  { group: 'Evening', ids: ['e1'], collapsed: true },
  { group: 'Work', ids: ['w1', 'w2'] },
];
const card = (id: string) => dropTarget(id);
const heading = (name: string) => dropTarget(`group:${name}`);

describe('landing', () => {
  it('within a list is the plain reorder: the card takes the target card’s place', () => {
    expect(landing(lists, 'm1', card('m2'), true)).toEqual({
      group: 'Morning',
      beforeId: undefined,
      position: 2,
      count: 2,
      sameList: true,
      unchanged: false,
    });
    expect(landing(lists, 'b', card('a'), false)).toMatchObject({
      beforeId: 'a',
      position: 1,
      sameList: true,
    });
    expect(landing(lists, 'a', card('a'), false)?.unchanged).toBe(true);
  });

  it('past the end of a list, over the next group’s heading: the start of that group', () => {
    expect(landing(lists, 'm2', heading('Work'), true)).toMatchObject({
      group: 'Work',
      beforeId: 'w1',
      position: 1,
      count: 3,
      sameList: false,
    });
    // The list `Habits` has no heading: its last card goes to the start of the first group.
    expect(landing(lists, 'b', heading('Morning'), true)).toMatchObject({
      group: 'Morning',
      beforeId: 'm1',
      position: 1,
    });
  });

  it('before the start of a list, over the previous list’s last card: that list’s end', () => {
    expect(landing(lists, 'w1', card('m2'), false)).toMatchObject({
      group: 'Morning',
      beforeId: 'm2',
      position: 2,
      count: 3,
    });
    // Its centre below that card's: after it, at the end.
    expect(landing(lists, 'w1', card('m2'), true)).toMatchObject({
      group: 'Morning',
      beforeId: undefined,
      position: 3,
      count: 3,
    });
    expect(landing(lists, 'm1', card('b'), true)).toMatchObject({
      group: null,
      beforeId: undefined,
      position: 3,
    });
  });

  it('a collapsed group: from above its start, from below its end', () => {
    for (const below of [true, false]) {
      expect(landing(lists, 'm2', heading('Evening'), below)).toMatchObject({
        group: 'Evening',
        beforeId: 'e1',
        position: 1,
        count: 2,
      });
    }
    expect(landing(lists, 'w1', heading('Evening'), false)).toMatchObject({
      group: 'Evening',
      beforeId: undefined,
      position: 2,
    });
  });

  it('its own group’s heading: the start of its list, unchanged for the first card', () => {
    expect(landing(lists, 'w2', heading('Work'), false)).toMatchObject({
      group: 'Work',
      beforeId: 'w1',
      position: 1,
      sameList: true,
      unchanged: false,
    });
    expect(landing(lists, 'w1', heading('Work'), false)?.unchanged).toBe(true);
  });

  it('nothing for a card or a group not on the page', () => {
    expect(landing(lists, 'zz', card('a'), false)).toBeNull();
    expect(landing(lists, 'a', heading('Gone'), false)).toBeNull();
  });
});
