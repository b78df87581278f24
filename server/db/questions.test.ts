import { describe, expect, it } from 'vitest';
import type { Queryable } from './database';
import { questionWriter, type QuestionRecord } from './questions';

const row = (id: string): QuestionRecord => ({
  id,
  chatId: 'chat',
  question: 'How do I embed?',
  provider: 'offline',
  answer: 'Paste the script.',
  citations: [],
  answered: true,
  outcome: 'complete',
  createdAt: new Date('2026-11-29T08:00:00Z'),
});

/** A database that records each statement's row count and refuses any statement holding the id `bad`. */
function fakeDatabase() {
  const statements: number[] = [];
  const db = {
    query(_sql: string, params: readonly unknown[] = []) {
      if (params.includes('bad')) return Promise.reject(new Error('refused'));
      statements.push(params.length / 13);
      return Promise.resolve([]);
    },
  } as unknown as Queryable;
  return { db, statements };
}

describe('questionWriter', () => {
  it('writes the rows of a crowd in a few statements, each row settling once committed', async () => {
    const { db, statements } = fakeDatabase();
    const write = questionWriter(db, 50);
    await Promise.all(Array.from({ length: 120 }, (_, n) => write(row(`q${n}`))));
    expect(statements).toEqual([50, 50, 20]);
    await write(row('later'));
    expect(statements.at(-1)).toBe(1);
  });

  it('writes a failed batch again row by row, so that one bad row loses no other', async () => {
    const { db, statements } = fakeDatabase();
    const write = questionWriter(db);
    const results = await Promise.allSettled([write(row('a')), write(row('bad')), write(row('b'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([1, 1]);
  });
});
