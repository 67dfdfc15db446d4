import { afterEach, describe, expect, it } from 'vitest';
import { conflictingClasses, throwOnConflict } from '../../testing/class-conflicts';
import { checkClassesWith, cn } from './cn';

describe('cn', () => {
  afterEach(() => checkClassesWith(throwOnConflict));

  it('joins the classes in order, skipping the falsy ones', () => {
    expect(cn('grid gap-2', false, null, undefined, '', 'w-full')).toBe('grid gap-2 w-full');
    expect(cn()).toBe('');
  });

  it('has every list it makes checked in the unit tests: a conflict throws', () => {
    expect(() => cn('rounded-full px-4', 'rounded-xl')).toThrow(/rounded-full/);
    expect(() => cn('rounded-full px-4', 'rounded-xl!')).not.toThrow();
  });

  it('hands each list to the check installed, and to none once removed', () => {
    const seen: string[] = [];
    checkClassesWith((classes) => seen.push(classes));
    cn('a', false, 'b');
    checkClassesWith(undefined);
    cn('rounded-full', 'rounded-xl');
    expect(seen).toEqual(['a b']);
  });
});

describe('conflictingClasses', () => {
  it('names the earlier class of two that set the same property under the same variants', () => {
    expect(conflictingClasses('p-3 pl-4 p-4')).toEqual(['p-3', 'pl-4']);
    expect(conflictingClasses('text-muted hover:text-fg text-fg')).toEqual(['text-muted']);
    expect(conflictingClasses('w-full grid w-auto')).toEqual(['w-full']);
    expect(conflictingClasses('gap-3 gap-x-4')).toEqual([]);
    expect(conflictingClasses('gap-x-4 gap-3')).toEqual(['gap-x-4']);
  });

  it('sees no conflict across variants or importance, in a repeated class, or in one a later side refines', () => {
    expect(conflictingClasses('text-muted hover:text-fg dark:text-fg')).toEqual([]);
    expect(conflictingClasses('rounded-full rounded-xl!')).toEqual([]);
    expect(conflictingClasses('shrink-0 shrink-0')).toEqual([]);
    expect(conflictingClasses('p-4 px-2')).toEqual([]);
    expect(conflictingClasses('text-sm text-fg')).toEqual([]);
  });
});
