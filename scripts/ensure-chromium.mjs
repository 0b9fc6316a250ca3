// The browser tests never skip silently: find a Chromium, install Debian's when we can, or stop with one
// sentence. They prefer Debian's chromium-headless-shell, the old headless shell Playwright itself runs
// headless tests in: without the full browser's window, omnibox pages and GPU process, the same tests
// take about a quarter less time. The full Chromium (/usr/bin/chromium) serves when the shell cannot be had.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import chromiumFlags from './chromium.json' with { type: 'json' };

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

/**
 * Installs a Debian package quietly: from the package lists the machine has, then from fresh ones. Each
 * try has a time limit: an unreachable mirror delays the suite by a few minutes at most.
 */
function aptInstall(pkg) {
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  for (const [command, timeout] of [
    [install, 90_000],
    [`apt-get update -qq && ${install}`, 180_000],
  ]) {
    try {
      execSync(command, { stdio: ['ignore', 'ignore', 'inherit'], timeout });
      return;
    } catch {
      /* the next way, or reported by the caller */
    }
  }
}

if (!existsSync(chromiumFlags.headlessShellPath) && isRoot && hasApt) {
  console.log("Installing Debian's chromium-headless-shell for the browser tests…");
  aptInstall('chromium-headless-shell');
}
if (existsSync(chromiumFlags.headlessShellPath) || existsSync(chromiumFlags.executablePath)) process.exit(0);

if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package…");
  aptInstall('chromium');
  if (existsSync(chromiumFlags.executablePath)) process.exit(0);
}
console.error(
  `Browser tests need Chromium at ${chromiumFlags.headlessShellPath} or ${chromiumFlags.executablePath}: install it (Debian: "sudo apt-get install -y chromium-headless-shell"; elsewhere "npx playwright install chromium" and set CHROMIUM_PATH).`,
);
process.exit(1);
