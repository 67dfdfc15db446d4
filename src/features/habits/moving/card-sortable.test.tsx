import { memo } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BindingRegistryContext,
  createBindingRegistry,
  sameBindings,
  useCardSortable,
  type SortableBindings,
} from './card-sortable';
import SortableLayer from './sortable-list.lazy';

vi.mock('../../../state/use-habits', () => ({ useActiveHabitsReader: () => () => [] }));

const base: SortableBindings = {
  attributes: {
    role: 'button',
    tabIndex: 0,
    'aria-disabled': false,
    'aria-pressed': undefined,
    'aria-roledescription': 'sortable',
    'aria-describedby': 'd',
  },
  listeners: {},
  setNodeRef: () => {},
  setActivatorNodeRef: () => {},
  isDragging: false,
  style: { transform: undefined, transition: undefined },
};

/** A card that counts its renders with bindings, by id. */
function countingCard() {
  const renders = new Map<string, number>();
  const Card = memo(function Card({ id }: { id: string }) {
    const bindings = useCardSortable(id);
    if (bindings) renders.set(id, (renders.get(id) ?? 0) + 1);
    return null;
  });
  return { Card, renders };
}

describe('a card’s sortable bindings', () => {
  it('are the same for a card at rest whatever its transition', () => {
    const off = { ...base, style: { transform: undefined, transition: 'transform 0ms linear' } };
    expect(sameBindings(base, off)).toBe(true);
  });

  it('differ when a moved card’s transition, transform or listeners change', () => {
    const moved = { ...base, style: { transform: 'translate3d(0px, 25px, 0)', transition: 'a' } };
    expect(sameBindings(moved, { ...moved, style: { ...moved.style, transition: 'b' } })).toBe(
      false,
    );
    expect(sameBindings(base, moved)).toBe(false);
    expect(sameBindings(base, { ...base, listeners: {} })).toBe(false);
    expect(sameBindings(base, { ...base, isDragging: true })).toBe(false);
    expect(sameBindings(base, { ...base, attributes: { ...base.attributes, tabIndex: -1 } })).toBe(
      false,
    );
  });

  it('do not re-render the cards already shown when habits are added (issue 22 #18)', async () => {
    const { Card, renders } = countingCard();
    const registry = createBindingRegistry();
    const tree = (ids: string[]) => (
      <BindingRegistryContext value={registry}>
        {ids.map((id) => (
          <Card key={id} id={id} />
        ))}
        <SortableLayer ids={ids} onMove={() => {}} registry={registry} />
      </BindingRegistryContext>
    );
    const first = ['a', 'b', 'c'];
    const view = render(tree(first));
    await act(async () => {});
    const before = new Map(renders);
    expect(before.get('a')).toBeGreaterThan(0);
    view.rerender(tree([...first, 'd', 'e']));
    await act(async () => {});
    for (const id of first) expect(renders.get(id)).toBe(before.get(id));
    expect(renders.get('d')).toBeGreaterThan(0);
  });

  it('reach each card in one render when the sortable code arrives (issue 27)', async () => {
    // A state set in a card's layout effect, even to the value it had, made React render every
    // card a second time, synchronously, once the bindings' transition committed.
    const { Card, renders } = countingCard();
    const registry = createBindingRegistry();
    const ids = ['a', 'b', 'c', 'd'];
    const cards = ids.map((id) => <Card key={id} id={id} />);
    const view = render(<BindingRegistryContext value={registry}>{cards}</BindingRegistryContext>);
    await act(async () => {});
    expect(renders.size).toBe(0);
    view.rerender(
      <BindingRegistryContext value={registry}>
        {cards}
        <SortableLayer ids={ids} onMove={() => {}} registry={registry} />
      </BindingRegistryContext>,
    );
    await act(async () => {});
    for (const id of ids) expect(renders.get(id), id).toBe(1);
  });

  it('are there at a card’s first render when published before it mounts', () => {
    const registry = createBindingRegistry();
    registry.publish('a', base);
    const seen: (SortableBindings | undefined)[] = [];
    function Card() {
      seen.push(useCardSortable('a'));
      return null;
    }
    render(
      <BindingRegistryContext value={registry}>
        <Card />
      </BindingRegistryContext>,
    );
    expect(seen).toEqual([base]);
  });

  it('are handed on only when they change, and to a card that missed them', () => {
    const registry = createBindingRegistry();
    const heard: (SortableBindings | undefined)[] = [];
    registry.subscribe('a', (b) => heard.push(b), undefined);
    expect(heard).toEqual([]);
    registry.publish('a', base);
    registry.publish('a', { ...base }); // dnd-kit's fresh objects, holding the same
    const moved = { ...base, style: { transform: 'translate3d(0px, 25px, 0)' } };
    registry.publish('a', moved);
    expect(heard).toEqual([base, moved]);
    // Published between a card's render and its subscription: handed on at once.
    const late: (SortableBindings | undefined)[] = [];
    registry.subscribe('a', (b) => late.push(b), base);
    expect(late).toEqual([moved]);
    registry.publish('a', undefined);
    expect(late).toEqual([moved, undefined]);
  });
});
