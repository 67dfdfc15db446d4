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
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
