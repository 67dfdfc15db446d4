import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { renameIds, shortId, shortIds } from '../../scripts/short-ids';

describe('short message ids (the build step)', () => {
  it('counts a, b, ... then two characters, never twice the same', () => {
    expect([0, 1, 63, 64, 65].map(shortId)).toEqual(['a', 'b', '$', 'ba', 'bb']);
    const ids = new Set(Array.from({ length: 5000 }, (_, i) => shortId(i)));
    expect(ids.size).toBe(5000);
  });

  it("gives every English message one, the first paint's first, from Lingui's own ids", () => {
    const map = shortIds('src/locales');
    expect(map.get(generateMessageId('Add New Habit'))).toMatch(/^.$/);
    expect(new Set(map.values()).size).toBe(map.size);
  });

  it('renames the ids at calls and in compiled catalogs, and nothing else', () => {
    const map = new Map([
      ['29Hx9U', 'a'],
      ['+F4rf+', 'b'],
    ]);
    const code =
      'x=i._({id:`29Hx9U`});y=i._({id:"+F4rf+",values:{n}});c=JSON.parse(`{"29Hx9U":["Stats"],"+F4rf+":["x"]}`);z={"abcdef":1,id:`abcdef`}';
    expect(renameIds(code, map)).toBe(
      'x=i._(`a`);y=i._({id:"b",values:{n}});c=JSON.parse(`{"a":["Stats"],"b":["x"]}`);z={"abcdef":1,id:`abcdef`}',
    );
  });
});
