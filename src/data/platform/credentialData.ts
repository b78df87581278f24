/**
 * The platform's credential types (src/data/platform/credentials.json, written
 * by `npm run platform:extract`). Read at build time by
 * src/remark/credentialCatalogue.ts and by tests; never imported by browser
 * code, which receives the catalogue as props.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CredentialData } from './credentialTypes';

export type * from './credentialTypes';

export const credentialData = JSON.parse(
  readFileSync(fileURLToPath(new URL('./credentials.json', import.meta.url)), 'utf8'),
) as CredentialData & { commit: string };
