// React's floor (issue 27): React 19 alone paints the first screenful of the same cards as
// Tickday, from the same stored data, with the same CSS. createRoot, no router, no Radix, no store.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import './floor.css';
import {
  afterPaint,
  firstScreenful,
  readCards,
  storeToday,
  weekday,
  type FloorCard,
} from './cards';

const DONE = 'size-5 rounded-md border sm:size-6 border-accent bg-accent';
const MISSED = 'size-5 rounded-md border sm:size-6 border-line bg-surface-2';

function Card({ card }: { card: FloorCard }) {
  // Today's tick answers (issue 44): the button shows its state, the write comes after.
  const [today, setToday] = useState(card.today);
  const toggle = () => {
    setToday(!today);
    afterPaint(() => storeToday(card.id, !today));
  };
  return (
    <li className="relative min-w-0 rounded-2xl">
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface">
        <div className="relative flex items-center gap-2 bg-surface py-3 pr-3 pl-1 sm:gap-3">
          <button
            type="button"
            aria-label={`Reorder ${card.name}`}
            className="grid h-12 w-8 shrink-0 place-items-center rounded-lg text-muted"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <circle cx="9" cy="6" r="1.6" fill="currentColor" />
              <circle cx="15" cy="6" r="1.6" fill="currentColor" />
              <circle cx="9" cy="12" r="1.6" fill="currentColor" />
              <circle cx="15" cy="12" r="1.6" fill="currentColor" />
              <circle cx="9" cy="18" r="1.6" fill="currentColor" />
              <circle cx="15" cy="18" r="1.6" fill="currentColor" />
            </svg>
          </button>
          <div className="min-w-0 flex-1">
            <span className="line-clamp-2 text-base leading-snug font-semibold break-words">
              {card.name}
            </span>
            <div className="mt-1.5 flex flex-wrap items-end gap-x-3 gap-y-1.5">
              <button
                type="button"
                aria-label={`Show calendar for ${card.name}`}
                className="-mx-1 -mb-1 flex gap-1.5 rounded-lg p-1"
              >
                {card.week.map(([iso, done]) => (
                  <span key={iso} className="grid justify-items-center gap-0.5" aria-hidden="true">
                    <span className="text-[10px] leading-none font-medium text-muted">
                      {weekday(iso)}
                    </span>
                    <span data-date={iso} className={done ? DONE : MISSED} />
                  </span>
                ))}
              </button>
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                {card.streak} Day Streak
              </span>
              <span
                role="img"
                aria-label={`Highest Streak: ${card.highest}`}
                className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted"
              >
                {card.highest}
              </span>
            </div>
          </div>
          <button
            type="button"
            aria-label={`Complete ${card.name} for today`}
            aria-pressed={today}
            onClick={toggle}
            className={`grid size-12 shrink-0 place-items-center rounded-full border-2 ${today ? 'border-accent bg-accent text-accent-fg' : 'border-line text-muted'}`}
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </button>
        </div>
      </div>
    </li>
  );
}

function Floor() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <ul aria-label="Habits" className="flex flex-col gap-3">
        {readCards(firstScreenful()).map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Floor />);
