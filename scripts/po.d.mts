/** msgctxt \u0004 msgid -> msgstr of a .po catalog (see po.mjs). */
export function readPo(text: string): Map<string, string>;
