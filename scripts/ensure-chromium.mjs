// The browser tests never skip silently: find Chromium, install Debian's when we can, or stop with one sentence.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import chromiumFlags from './chromium.json' with { type: 'json' };

const path = process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath;
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    /* reported below */
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Browser tests need Chromium at ${path}: install it (Debian: "sudo apt-get install -y chromium"; elsewhere "npx playwright install chromium" and set CHROMIUM_PATH).`,
);
process.exit(1);
