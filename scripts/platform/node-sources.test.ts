import { describe, expect, it } from 'vitest';
import { credentialNamesIn, sourcesOf, withSources } from './node-sources';

const COMMIT = '5da4286c0e69ac4c33a97c4daf1321051225c286';

describe('node-sources front matter', () => {
  it('adds platform_commit and sources after the other fields and keeps the body', () => {
    const page = '---\ntitle: ChatOpenAI\nsidebar_position: 7\n---\n\nBody.\n';
    const next = withSources(page, COMMIT, ['packages/a.ts', 'packages/b.ts']);
    expect(next).toBe(
      `---\ntitle: ChatOpenAI\nsidebar_position: 7\nplatform_commit: ${COMMIT}\nsources:\n  - packages/a.ts\n  - packages/b.ts\n---\n\nBody.\n`,
    );
    expect(sourcesOf(next)).toEqual(['packages/a.ts', 'packages/b.ts']);
  });

  it('replaces existing fields instead of adding a second copy', () => {
    const page = `---\ntitle: x\nplatform_commit: old\nsources:\n  - packages/old.ts\ndescription: y\n---\nBody.\n`;
    const next = withSources(page, COMMIT, ['packages/new.ts']);
    expect(next).toBe(
      `---\ntitle: x\ndescription: y\nplatform_commit: ${COMMIT}\nsources:\n  - packages/new.ts\n---\nBody.\n`,
    );
    expect(withSources(next, COMMIT, ['packages/new.ts'])).toBe(next);
  });

  it('reads the credential types a node declares', () => {
    const source =
      "this.credential = { label: 'Connect Credential', credentialNames: ['redisCacheApi', 'redisCacheUrlApi'] }";
    expect(credentialNamesIn(source)).toEqual(['redisCacheApi', 'redisCacheUrlApi']);
    expect(credentialNamesIn('no credential here')).toEqual([]);
  });
});
