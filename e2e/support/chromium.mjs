// Where the system Chromium lives and how every run launches it. Plain JS so
// that scripts/bench/bench.mjs can share it with the browser tests.
import { accessSync, constants } from 'node:fs';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chrome/Chromium binary.';

/** Flags for every launch: headless, and nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium binary to drive: CHROME_PATH when set, else the first system install found.
 * @returns {string}
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file. ${NO_CHROMIUM_MESSAGE}`);
  }
  const found = CANDIDATES.find(isExecutable);
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return found;
}
