// per-source-file first-view gzip attribution (approx)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { firstView } from './first-view.mjs';
const [dist, mod] = process.argv.slice(2);
const fv = firstView(dist, mod);
const totals = new Map();
for (const f of fv.files) {
  if (!f.file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, f.file), 'utf8');
  let map; try { map = JSON.parse(readFileSync(join(dist, f.file + '.map'), 'utf8')); } catch { continue; }
  const smc = new SourceMapConsumer(map);
  const lines = code.split('\n'); const ls = []; let a = 0; for (const l of lines) { ls.push(a); a += l.length + 1; }
  const ms = []; smc.eachMapping((m) => ms.push(m));
  ms.sort((x, y) => x.generatedLine - y.generatedLine || x.generatedColumn - y.generatedColumn);
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i], n = ms[i + 1];
    const s = ls[m.generatedLine - 1] + m.generatedColumn, e = n ? ls[n.generatedLine - 1] + n.generatedColumn : code.length;
    const src = (m.source ?? '?').replace(/^.*work\/main\//, '');
    totals.set(src, (totals.get(src) ?? 0) + ((e - s) / code.length) * f.gzip);
  }
}
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1])) if (!k.startsWith('node_modules')) console.log((v / 1024).toFixed(2).padStart(6), k);
