let zone: { name: string; at: number } | null = null;

/**
 * The device's time zone name (e.g. "America/New_York"); "UTC" when the browser gives none. Read
 * again at most once a minute (a traveller's zone changes; asking Intl on every change would not
 * be free).
 */
export function deviceZone(now = Date.now()): string {
  if (zone && now - zone.at < 60_000 && now >= zone.at) return zone.name;
  let name = 'UTC';
  try {
    name = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // An engine without time zone data: UTC.
  }
  zone = { name, at: now };
  return name;
}
