import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests render .tsx with react-dom/server; tsconfig keeps JSX for the Docusaurus bundler.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'config/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
