/** Our own line icons for the 16 badges, keyed by badge id; drawn on a 24 px grid. */
const PATHS: Record<string, string> = {
  first_step:
    'M8 20c-2 0-3-1.5-3-3.5S6 12 8 12s3 2 3 4.5S10 20 8 20zM15.5 12c-1.8 0-2.5-1.6-2.5-3.5S14 4 16 4s2.5 2.2 2.5 4.5S17.3 12 15.5 12z',
  declutterer: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  first_check: 'M4 12.5l5 5L20 6.5',
  on_a_roll:
    'M12 3c1.2 4.5 6 6 6 11a6 6 0 0 1-12 0c0-2.4 1.2-4.2 2.4-5.4.4 2 1.4 3 2.4 3-1.2-3.6.6-7.2 1.2-8.6z',
  flawless_week: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4M8 15l2.5 2.5L16 13',
  juggler:
    'M6 14a3 3 0 1 0 0 .1M18 14a3 3 0 1 0 0 .1M12 7a3 3 0 1 0 0 .1M5 9c1-3 3-5 5-5.5M19 9c-1-3-3-5-5-5.5',
  month_master: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4M9 14h6M9 17h4',
  variety_seeker: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z',
  century_club:
    'M5 9v7M8.5 12.5a2.5 3.5 0 1 0 5 0 2.5 3.5 0 1 0-5 0M15 12.5a2.5 3.5 0 1 0 5 0 2.5 3.5 0 1 0-5 0',
  well_rounded:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  committed: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
  night_owl_early_bird:
    'M12 3v2M5 6l1.5 1.5M3 13h2M19 13h2M17.5 7.5L19 6M7 13a5 5 0 0 1 10 0M4 17h16M8 20h8',
  habit_guru: 'M12 3l3 6 6 .8-4.5 4.3 1 6L12 17l-5.5 3 1-6L3 9.8 9 9z M12 8v5',
  consistency_king: 'M4 17l1.5-9 4.5 4 2-6 2 6 4.5-4 1.5 9zM4 20h16',
  solar_cycle:
    'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  habit_maker: 'M3 17l5-5 4 4 8-8M15 8h5v5',
};

export function BadgeIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d={PATHS[id] ?? PATHS.first_check}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
