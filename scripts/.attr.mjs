import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { firstView } from './first-view.mjs';
const dist = process.argv[2] ?? 'dist';
const mod = process.argv[3];
const depth = Number(process.argv[4] ?? 2);
const fv = firstView(dist, mod);
const totals = new Map();
for (const f of fv.files) {
  if (!f.file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, f.file), 'utf8');
  let map; try { map = JSON.parse(readFileSync(join(dist, f.file + '.map'), 'utf8')); } catch { totals.set(f.file, f.gzip); continue; }
  const smc = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const per = new Map();
  let last = null;
  // attribute each char by the nearest preceding mapping
  const mappings = [];
  smc.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const lineStart = []; let acc = 0; for (const l of lines) { lineStart.push(acc); acc += l.length + 1; }
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]; const n = mappings[i + 1];
    const s = lineStart[m.generatedLine - 1] + m.generatedColumn;
    const e = n ? lineStart[n.generatedLine - 1] + n.generatedColumn : code.length;
    const src = (m.source ?? '?').replace(/^.*work\/main\//, '');
    per.set(src, (per.get(src) ?? 0) + (e - s));
  }
  const raw = code.length;
  for (const [src, b] of per) {
    const key = src.split('/').slice(0, src.startsWith('nm/') ? (src.startsWith('nm/@') ? 3 : 2) : depth).join('/');
    totals.set(key, (totals.get(key) ?? 0) + (b / raw) * f.gzip);
  }
}
const rows = [...totals].sort((a, b) => b[1] - a[1]);
let sum = 0; for (const [, v] of rows) sum += v;
console.log('total', (sum / 1024).toFixed(1));
for (const [k, v] of rows.slice(0, Number(process.argv[5] ?? 40))) console.log((v / 1024).toFixed(1).padStart(6), k);
