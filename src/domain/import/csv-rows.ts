/**
 * Reads CSV text (RFC 4180: commas, fields in double quotes with `""` for a quote, CRLF or LF line
 * ends) into rows of fields. A leading byte order mark is dropped; a blank line gives no row. A
 * quote that is never closed makes the text not CSV (null), as a file cut short would.
 */
export function csvRows(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (i < n) {
    const c = text[i];
    if (c === '"' && field === '') {
      // A quoted field runs to the next quote not doubled.
      let j = i + 1;
      let value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) return null;
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      field = value;
      i = j;
      continue;
    }
    if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      endRow();
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') endRow();
    } else {
      // Plain characters up to the next delimiter in one slice.
      let j = i + 1;
      while (j < n && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') j += 1;
      field += text.slice(i, j);
      i = j;
      continue;
    }
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The index of each header name in `header` (trimmed, compared without case). */
export function columnsOf(header: readonly string[]): (name: string) => number {
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  return (name) => index.get(name.toLowerCase()) ?? -1;
}
