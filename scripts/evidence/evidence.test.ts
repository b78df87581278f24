import { describe, expect, it } from 'vitest';
import {
  checkEvidence,
  citedRanges,
  evidencePathOf,
  fillFingerprints,
  findFingerprint,
  fingerprint,
  normalise,
  parseLines,
  summarise,
  type CheckedPage,
  type Evidence,
} from './evidence';
import { uncoveredSentences } from './pages';

const COMMIT = '5da4286c0e69ac4c33a97c4daf1321051225c286';
const FILE = 'packages/server/src/services/apikey/index.ts';
const SOURCE = ['const a = 1', '  const key = generateAPIKey()', '  const secret = hash(key)', 'return key', ''].join(
  '\n',
);
const read = (file: string) => (file === FILE ? SOURCE : undefined);

const page: CheckedPage = {
  path: 'docs/developers/keys.md',
  platformCommit: COMMIT,
  sources: [FILE],
  body: [
    'Create a key in **API Keys**.',
    '',
    'The server stores the key beside its hash,',
    'so anyone who can read the [database](../databases.md) can use it.',
    '',
    '| Variable | Default |',
    '| --- | --- |',
    '| `APIKEY_STORAGE_TYPE` | `json` |',
  ].join('\n'),
};

const claim = (fields: Record<string, unknown> = {}) => ({
  text: 'The server stores the key beside its hash, so anyone who can read the database can use it.',
  platform: [{ file: FILE, lines: '2-3', fingerprint: fingerprint(SOURCE, [2, 3]) }],
  ...fields,
});
const messages = (raw: unknown, reader = read) => checkEvidence(page, raw, reader).map((problem) => problem.message);

describe('evidence files', () => {
  it('sit beside their page', () => {
    expect(evidencePathOf('docs/a/b.mdx')).toBe('docs/a/b.evidence.yml');
    expect(evidencePathOf('docs/a/README.md')).toBe('docs/a/README.evidence.yml');
  });

  it('read a line or a range, refusing reversed and zero lines', () => {
    expect(parseLines('12-30')).toEqual([12, 30]);
    expect(parseLines('7')).toEqual([7, 7]);
    expect(parseLines('30-12')).toBeUndefined();
    expect(parseLines('0-3')).toBeUndefined();
    expect(parseLines('L12')).toBeUndefined();
  });

  it('fingerprint the lines’ text, not their indentation or position', () => {
    const print = fingerprint(SOURCE, [2, 3])!;
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    const moved = `// a new first line\n${SOURCE.replace('  const key', '\tconst key')}`;
    expect(fingerprint(moved, [2, 3])).not.toBe(print);
    expect(findFingerprint(moved, print, 2)).toEqual([3, 4]);
    expect(findFingerprint(SOURCE.replace('hash(key)', 'hash(key, salt)'), print, 2)).toBeUndefined();
    expect(fingerprint(SOURCE, [4, 9])).toBeUndefined();
  });

  it('find a claim whatever its markup and line breaks', () => {
    expect(normalise('The **server** stores `the key`,\n  see [docs](x.md).')).toBe(
      'the server stores the key , see docs.',
    );
    expect(normalise('‘quoted’ and “double”')).toBe('\'quoted\' and "double"');
    expect(messages({ commit: COMMIT, claims: [claim()] })).toEqual([]);
    expect(messages({ commit: COMMIT, claims: [claim({ text: '`APIKEY_STORAGE_TYPE` | `json`' })] })).toEqual([]);
    expect(messages({ commit: COMMIT, claims: [claim({ text: '`json`' })] })[0]).toMatch(/too short/);
  });
});

describe('the evidence check', () => {
  it('reports a claim no longer on its page', () => {
    const edited = claim({ text: 'The server keeps only a salted hash of the key.' });
    expect(messages({ commit: COMMIT, claims: [edited] })).toEqual([
      'claims.0.text: no longer on the page: "The server keeps only a salted hash of the key."',
    ]);
  });

  it('names the field of a malformed file', () => {
    expect(messages({ commit: 'abc', claims: [{ text: 'x', vendor: ['not a url'], extra: 1 }] })).toEqual([
      'commit: a full 40-hex commit',
      'claims.0.vendor.0: Invalid url',
      "claims.0: Unrecognized key(s) in object: 'extra'",
    ]);
    expect(messages(undefined)).toEqual(['(file): Required']);
  });

  it('wants evidence of one of the three kinds, from the page’s sources, at the page’s commit', () => {
    const bare = { text: claim().text };
    expect(messages({ commit: COMMIT, claims: [bare] })).toEqual([
      'claims.0: no evidence: give platform lines, a vendor page, or site: true',
    ]);
    const foreign = claim({ platform: [{ file: 'packages/ui/x.jsx', lines: '1', fingerprint: '0123456789abcdef' }] });
    expect(messages({ commit: COMMIT, claims: [foreign] }, () => undefined)).toEqual([
      "claims.0.platform.0.file: packages/ui/x.jsx is not among the page's sources",
      `claims.0.platform.0.file: packages/ui/x.jsx is not a file of the platform at ${COMMIT}`,
    ]);
    expect(messages({ commit: COMMIT.replace('5', '6'), claims: [claim()] })).toHaveLength(1);
  });

  it('checks fingerprints for their form, and against the platform when it has a reader', () => {
    const malformed = claim({ platform: [{ file: FILE, lines: '2-3', fingerprint: 'ABC' }] });
    expect(messages({ commit: COMMIT, claims: [malformed] })).toEqual([
      'claims.0.platform.0.fingerprint: "ABC" is not 16 lower-case hex digits',
    ]);
    const missing = claim({ platform: [{ file: FILE, lines: '2-3' }] });
    expect(messages({ commit: COMMIT, claims: [missing] })[0]).toMatch(/fingerprint: missing/);
    const stale = claim({ platform: [{ file: FILE, lines: '1-2', fingerprint: fingerprint(SOURCE, [2, 3]) }] });
    expect(messages({ commit: COMMIT, claims: [stale] })[0]).toMatch(/is not the fingerprint of those lines/);
    expect(checkEvidence(page, { commit: COMMIT, claims: [stale] })).toEqual([]);
    const long = claim({ platform: [{ file: FILE, lines: '1-400', fingerprint: '0123456789abcdef' }] });
    expect(messages({ commit: COMMIT, claims: [long] })).toEqual([
      'claims.0.platform.0.lines: 1-400 spans more than 150 lines: cite the lines that decide',
      'claims.0.platform.0.lines: 1-400 is past the end of packages/server/src/services/apikey/index.ts',
    ]);
  });

  it('fills missing fingerprints and leaves the others', () => {
    const evidence: Evidence = {
      commit: COMMIT,
      claims: [
        { text: 'a', platform: [{ file: FILE, lines: '2-3' }] },
        { text: 'b', platform: [{ file: FILE, lines: '1', fingerprint: 'ffffffffffffffff' }] },
        { text: 'c', platform: [{ file: 'gone.ts', lines: '1' }] },
      ],
    };
    const { filled, problems } = fillFingerprints(evidence, read);
    expect(filled).toBe(1);
    expect(evidence.claims[0]!.platform![0]!.fingerprint).toBe(fingerprint(SOURCE, [2, 3]));
    expect(evidence.claims[1]!.platform![0]!.fingerprint).toBe('ffffffffffffffff');
    expect(problems).toEqual(['gone.ts:1: no such file or lines at 5da4286']);
  });

  it('counts claims by kind and verdict', () => {
    const evidence = {
      commit: COMMIT,
      claims: [
        claim({ verdict: 'contradicted', was: 'only a hash', defect: 'keys in clear' }),
        { text: 'x', vendor: ['https://example.org/docs'] },
        { text: 'y', site: true, restored: true },
      ],
    } as Evidence;
    expect(summarise('p', evidence)).toEqual({
      path: 'p',
      claims: 3,
      platform: 1,
      thirdParty: 1,
      site: 1,
      contradicted: 1,
      unprovable: 0,
      restored: 1,
      defects: 1,
    });
  });

  it('lists the files cited with their ranges merged, and the sentences no claim quotes', () => {
    const evidence = {
      commit: COMMIT,
      claims: [
        {
          text: 'a',
          platform: [
            { file: FILE, lines: '10-20' },
            { file: 'b.ts', lines: '3' },
          ],
        },
        {
          text: 'b',
          platform: [
            { file: FILE, lines: '15-30' },
            { file: FILE, lines: '40' },
          ],
        },
      ],
    } as Evidence;
    expect(citedRanges(evidence)).toEqual([
      {
        file: FILE,
        ranges: [
          [10, 30],
          [40, 40],
        ],
      },
      { file: 'b.ts', ranges: [[3, 3]] },
    ]);
    expect(uncoveredSentences(page.body, [claim()])).toEqual(['Create a key in **API Keys**.']);
  });
});
