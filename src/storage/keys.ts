/** docs/product.md §3: one localStorage key per item. The only list of keys in the app. */
export const STORAGE_KEYS = {
  data: 'habit-tracker:data',
  theme: 'habit-tracker:theme',
  badges: 'habit-tracker:badges',
  badgesSeen: 'habit-tracker:badges-seen',
  lastInteraction: 'habit-tracker:last-interaction',
  bannerDismissed: 'habit-tracker:banner-dismissed',
  quarantine: 'habit-tracker:quarantine',
  /** {"dayBoundary":"utc"|"local","dayStartHour":0-6}, and unknown fields kept (product.md §3.1). */
  settings: 'habit-tracker:settings',
  /** Ours (product.md §3.1): {"lastBackupAt": ms | null, "reminderDismissedAt": ms | null}. */
  backup: 'habit-tracker:backup',
  /**
   * Ours, once sync is used (product.md §17): {"id","name","clock"}: this device's id and name and
   * the latest change time it has merged. Never in a backup: two devices must not share an id.
   */
  device: 'habit-tracker:device',
  /** Ours (product.md §17): how this device syncs, and how its last sync went. */
  sync: 'habit-tracker:sync',
  /**
   * Ours (product.md §3.1): a JSON array of the names of the groups collapsed on this device.
   * Never in a backup or a sync file: each device folds its own.
   */
  collapsedGroups: 'habit-tracker:collapsed-groups',
  /**
   * Ours (product.md §3.1, issue 44): the home page's first screenful as HTML, for today and
   * tomorrow, with what it was made from (src/app/first-paint/snapshot.ts). Written after the data, dropped
   * first when storage is full, never in a backup, a sync file or an export.
   */
  snapshot: 'habit-tracker:snapshot',
} as const;
