// The production build: Docusaurus, then precompressed copies, then a stamp
// that marks the build as complete (npm start rebuilds when it is missing).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { STAMP } from './build-state.mjs';

rmSync(STAMP, { force: true });
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npx', ['docusaurus', 'build']);
run('node', ['scripts/compress.mjs']);
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
