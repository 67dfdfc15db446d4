/** "1 habit", "2 habits". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c"; past `max` names, "a, b and 3 more". */
export function listNames(names: readonly string[], max = 8): string {
  const shown = names.length > max ? [...names.slice(0, max), `${names.length - max} more`] : names;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
