import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = 'dist/assets';
const html = readFileSync('dist/index.html', 'utf8');
const first = [...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]);
const out = {};
for (const f of first) {
  let code; try { readFileSync(`${dir}/${f}.map`); code = readFileSync(`${dir}/${f}`, "utf8"); } catch { continue; }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')));
  const lines = code.split('\n');
  const bySrc = {};
  map.eachMapping((m) => {}, null);
  // attribute each char range between mappings
  const mappings = [];
  map.eachMapping((m) => mappings.push(m));
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i], n = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
    const src = m.source ?? '?';
    bySrc[src] = (bySrc[src] ?? '') + line.slice(m.generatedColumn, end);
  }
  for (const [s, t] of Object.entries(bySrc)) out[s.replace(/.*node_modules\//, 'nm:').replace(/.*src\//, 'src/')] = gzipSync(t).length;
}
const arr = Object.entries(out).sort((a, b) => b[1] - a[1]);
for (const [s, n] of arr.slice(0, Number(process.argv[2] ?? 60))) console.log(n, s);
