// The yardstick for `npm run bench -- --compare`: the bare `create-docusaurus`
// classic TypeScript template at the Docusaurus version this site uses, created,
// installed and built once per version in BENCH_CACHE_DIR. Not under
// node_modules: Docusaurus does not compile sources found there, and a cold
// build or `docusaurus clear` would wipe node_modules/.cache.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** Shared by every checkout on the machine: `$XDG_CACHE_HOME/answeragent-bench` (~/.cache by default). */
export const BENCH_CACHE_DIR = resolve(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'answeragent-bench');
const CACHE_ROOT = join(BENCH_CACHE_DIR, 'template');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The Docusaurus version installed here (what the site is built with). */
export function docusaurusVersion() {
  return JSON.parse(readFileSync('node_modules/@docusaurus/core/package.json', 'utf8')).version;
}

function run(command, args, cwd) {
  console.log(`$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '1' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status ?? result.signal})`);
  }
}

/**
 * The build directory of the template at `version`, creating and building it
 * on the first call. A half-made directory (no stamp) is started over.
 * @returns {{ buildDir: string, version: string, react: string | null }}
 */
export function ensureTemplateBuild(version = docusaurusVersion()) {
  const root = join(CACHE_ROOT, version);
  const site = join(root, 'site');
  const buildDir = join(site, 'build');
  const stamp = join(root, '.complete');
  if (!existsSync(stamp)) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    console.log(`Creating the create-docusaurus ${version} classic TypeScript template in ${root} (once per version)`);
    run(NPX, ['--yes', `create-docusaurus@${version}`, 'site', 'classic', '--typescript', '--skip-install'], root);
    run(NPM, ['install', '--no-audit', '--no-fund', '--loglevel=error'], site);
    run(NPX, ['docusaurus', 'build'], site);
    writeFileSync(stamp, `${new Date().toISOString()}\n`);
  }
  let react = null;
  try {
    react = JSON.parse(readFileSync(join(site, 'node_modules/react/package.json'), 'utf8')).version;
  } catch {
    // Reported as unknown.
  }
  return { buildDir, version, react };
}
