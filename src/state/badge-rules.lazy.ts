// The badge rules' entry, loaded on first use (habits-document.ts `loadBadgeRules`). The rules
// themselves are domain/badges.ts, which the Stats dialog and sync also import as a plain module.
export * from '../domain/badges';
