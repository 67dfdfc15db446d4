// A .po catalog as `msgctxt \u0004 msgid` -> msgstr (the header entry left out): enough for the
// catalog tests and the manifest's translations, which read what Lingui's extractor writes.
const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));

/** @param {string} text @returns {Map<string, string>} */
export function readPo(text) {
  const out = new Map();
  let field = null;
  let entry = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (entry.msgid !== '') out.set(`${entry.msgctxt}\u0004${entry.msgid}`, entry.msgstr);
    entry = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of text.split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1];
    if (keyword) {
      if (keyword !== 'msgstr' && (field === 'msgstr' || keyword === 'msgctxt')) flush();
      field = keyword;
      entry[keyword] = unquote(line);
    } else if (line.startsWith('"') && field) entry[field] += unquote(line);
  }
  flush();
  return out;
}
