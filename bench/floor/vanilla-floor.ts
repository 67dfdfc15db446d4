// The vanilla floor (issue 27): read the blob, paint the same cards with the same CSS, nothing else.
import './floor.css';
import {
  afterPaint,
  firstScreenful,
  readCards,
  storeToday,
  weekday,
  type FloorCard,
} from './cards';

const escape = (s: string) =>
  s.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );
const DONE = 'size-5 rounded-md border sm:size-6 border-accent bg-accent';
const MISSED = 'size-5 rounded-md border sm:size-6 border-line bg-surface-2';
const tick = (done: boolean) =>
  `grid size-12 shrink-0 place-items-center rounded-full border-2 ${done ? 'border-accent bg-accent text-accent-fg' : 'border-line text-muted'}`;
const dot = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="1.6" fill="currentColor"></circle>`;

function card(c: FloorCard): string {
  const name = escape(c.name);
  const days = c.week
    .map(
      ([iso, done]) =>
        `<span class="grid justify-items-center gap-0.5" aria-hidden="true"><span class="text-[10px] leading-none font-medium text-muted">${weekday(iso)}</span><span data-date="${iso}" class="${done ? DONE : MISSED}"></span></span>`,
    )
    .join('');
  return `<li class="relative min-w-0 rounded-2xl"><div class="relative overflow-hidden rounded-2xl border border-line bg-surface"><div class="relative flex items-center gap-2 bg-surface py-3 pr-3 pl-1 sm:gap-3"><button type="button" aria-label="Reorder ${name}" class="grid h-12 w-8 shrink-0 place-items-center rounded-lg text-muted"><svg viewBox="0 0 24 24" class="size-5" aria-hidden="true">${dot(9, 6)}${dot(15, 6)}${dot(9, 12)}${dot(15, 12)}${dot(9, 18)}${dot(15, 18)}</svg></button><div class="min-w-0 flex-1"><span class="line-clamp-2 text-base leading-snug font-semibold break-words">${name}</span><div class="mt-1.5 flex flex-wrap items-end gap-x-3 gap-y-1.5"><button type="button" aria-label="Show calendar for ${name}" class="-mx-1 -mb-1 flex gap-1.5 rounded-lg p-1">${days}</button><span class="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">${c.streak} Day Streak</span><span role="img" aria-label="Highest Streak: ${c.highest}" class="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted">${c.highest}</span></div></div><button type="button" aria-label="Complete ${name} for today" aria-pressed="${c.today}" class="${tick(c.today)}"><svg viewBox="0 0 24 24" class="size-6" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="3"></path></svg></button></div></div></li>`;
}

const cards = readCards(firstScreenful());
const root = document.getElementById('root') as HTMLElement;
root.innerHTML = `<main class="mx-auto max-w-2xl px-4 py-6"><ul aria-label="Habits" class="flex flex-col gap-3">${cards.map(card).join('')}</ul></main>`;

// Today's tick answers (issue 44): the button shows its state at once, the write comes after.
root.addEventListener('click', (event) => {
  const button = (event.target as Element).closest('button[aria-pressed]');
  const item = button?.closest('li');
  if (!button || !item) return;
  const card = cards[[...(item.parentElement as HTMLElement).children].indexOf(item)];
  if (!card) return;
  const done = button.getAttribute('aria-pressed') !== 'true';
  button.setAttribute('aria-pressed', String(done));
  button.className = tick(done);
  afterPaint(() => storeToday(card.id, done));
});
