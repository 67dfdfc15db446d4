// React's floor with Tickday's own card (issue 27): React 19 alone paints the first screenful as
// Tickday's first commit left it in the DOM, element for element, attribute for attribute. The
// bench captures that DOM from Tickday on the same data (bench/floor.mjs, `captureCardDom`) and
// stores it beside the data; this page reads and parses the blob as the other floors do, then has
// React create those elements. So it prices Tickday's card markup with no Tickday code: the gap
// from the plain React floor is the card's weight, the gap from here to Tickday is Tickday's code.
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './floor.css';
import { CARD_DOM_KEY, firstScreenful, readCards, type DomNode } from './cards';

const element = (node: DomNode): ReactNode =>
  typeof node === 'string'
    ? node
    : createElement(node[0], node[1], ...node.slice(2).map((child) => element(child as DomNode)));

function Floor() {
  // Read as the other floors read: the data, and the days of each card's week.
  readCards(firstScreenful());
  const cards = JSON.parse(localStorage.getItem(CARD_DOM_KEY) ?? '[]') as DomNode[];
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      {/* The cards as arguments, as `element` passes every child: they never reorder, so no keys. */}
      {createElement(
        'ul',
        { 'aria-label': 'Habits', className: 'flex flex-col gap-3' },
        ...cards.map(element),
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Floor />);
