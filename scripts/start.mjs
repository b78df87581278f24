// `npm start`: build the site when build/ is missing or stale, then serve the
// site and the API from one process.
import { execFileSync, spawn } from 'node:child_process';
import { staleReason } from './build/state.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the site first (${reason}); this takes a few minutes.`);
  execFileSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
