import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests render .tsx with react-dom/server; tsconfig keeps JSX for the Docusaurus bundler.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  // A .txt file imports as its text, as the site's bundler loads docs/synonyms.txt (config/search.ts).
  plugins: [
    {
      name: 'text-files',
      enforce: 'pre',
      load: (id) => (id.endsWith('.txt') ? `export default ${JSON.stringify(readFileSync(id, 'utf8'))};` : undefined),
    },
  ],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'config/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
    ],
    environment: 'node',
    // One file per core. Vitest's default leaves a core free, which on this two-core machine ran the files one
    // at a time: 181 s, against 144 s two at a time, where one file's start-up (imports, the embedded database,
    // a child server) overlaps another's work. Each PostgreSQL test file has a database of its own. At most four,
    // so the files' connections stay well within the server's 100.
    maxWorkers: Math.min(availableParallelism(), 4),
    testTimeout: 20_000,
  },
});
