/**
 * The console's "Ask the docs" routes (issue 27), under /api/admin/questions: the questions readers asked, the
 * report per day with the most cited pages, the unanswered and thumbs-down questions grouped by terms, one
 * question in full, and the CSV. Mounted by adminRoutes, behind its session check and Origin rule.
 */
import { Hono, type Context } from 'hono';
import { csvCell, csvRow } from '../cli/csv';
import type { Database } from '../db/database';
import {
  filteredQuestions,
  findQuestion,
  questionReport,
  sampleQuestions,
  searchQuestions,
  type Citation,
  type ListedQuestion,
  type QuestionFilter,
  type SampledQuestion,
  type StoredQuestion,
} from '../db/questionReports';
import type { AskIndex } from '../ask/types';
import { apiError, validationError } from '../http/errors';
import type { Logger } from '../logger';
import { csvDownload } from './csvDownload';
import { isUuid, parseQuery, QuestionQuery, questionFilter, reportPeriod } from './queries';
import { groupByTerms } from './questionGroups';
import type { AdminEnv } from './routes';

const DAY = 86_400_000;
/** The newest questions of a selection the grouping reads (its terms are cut in the request). */
export const GROUPING_SAMPLE = 10_000;
/** Groups in an answer, largest first. */
export const GROUP_LIMIT = 50;
/** Questions shown per group, newest first. */
export const GROUP_QUESTIONS = 5;
/** Pages listed per group, most cited first. */
export const GROUP_PAGES = 10;
/** The most cited pages in a report. */
export const CITED_PAGES = 25;
/** The docs' pages closest to a group's questions, listed per group. */
export const CLOSEST_PAGES = 3;

export interface QuestionRoutesOptions {
  db: Database;
  clock: () => Date;
  logger: Logger;
  /** The index "Ask the docs" answers from, for the pages closest to a group; absent when Ask is off. */
  askIndex?: () => Promise<AskIndex | undefined>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const day = (value: Date) => value.toISOString().slice(0, 10);
/** A share from 0 to 1, to four places; 0 of nothing is 0. */
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);
/** A citation's page: its source without the heading's anchor. */
const pageOf = (source: string) => source.split('#')[0] ?? source;

function questionJson(question: ListedQuestion) {
  return {
    id: question.id,
    chatId: question.chatId,
    question: question.question,
    page: question.page,
    provider: question.provider,
    fallback: question.fallback,
    answered: question.answered,
    outcome: question.outcome,
    rating: question.rating,
    comment: question.comment,
    ratedAt: iso(question.ratedAt),
    createdAt: iso(question.createdAt),
    citations: question.citations,
  };
}

export const QUESTION_COLUMNS = [
  'id',
  'created_at',
  'chat_id',
  'page',
  'question',
  'provider',
  'fallback',
  'answered',
  'outcome',
  'rating',
  'comment',
  'rated_at',
  'citations',
  'answer',
];

/** Readers typed the question, comment, page and conversation id, and an answer may come from a sidekick: all defused. */
function questionCsvRow(question: StoredQuestion): string {
  const fixed = (value: unknown) => csvCell(value, { typed: false });
  return csvRow([
    fixed(question.id),
    fixed(question.createdAt),
    csvCell(question.chatId),
    csvCell(question.page),
    csvCell(question.question),
    fixed(question.provider),
    fixed(question.fallback),
    fixed(question.answered),
    fixed(question.outcome),
    fixed(question.rating),
    csvCell(question.comment),
    fixed(question.ratedAt),
    csvCell(question.citations.map((citation) => citation.source).join(' ')),
    csvCell(question.answer),
  ]);
}

/** The pages the questions' answers cite, most first (then by path): each question counts a page once. */
function citedPages(questions: readonly { citations: Citation[] }[], limit: number) {
  const pages = new Map<string, { path: string; title: string; count: number }>();
  for (const question of questions) {
    const seen = new Set<string>();
    for (const citation of question.citations) {
      const path = pageOf(citation.source);
      if (seen.has(path)) continue;
      seen.add(path);
      const page = pages.get(path);
      if (page) page.count++;
      else pages.set(path, { path, title: citation.title, count: 1 });
    }
  }
  return [...pages.values()]
    .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .slice(0, limit);
}

/**
 * The docs' pages closest to a group, as "Ask the docs" ranks them for its questions: each of the shown questions is
 * searched, and a page ranks by the sum of 1 / its rank in each search (a page near the top for most questions first).
 */
export function closestPages(
  index: AskIndex,
  questions: readonly string[],
  limit = CLOSEST_PAGES,
): { path: string; title: string }[] {
  const pages = new Map<string, { path: string; title: string; weight: number; first: number }>();
  questions.forEach((question, asked) => {
    const ranked: string[] = [];
    for (const hit of index.search(question, { limit: 20 })) {
      const path = pageOf(hit.source);
      if (ranked.includes(path)) continue;
      ranked.push(path);
      const page = pages.get(path) ?? { path, title: hit.title, weight: 0, first: asked * 100 + ranked.length };
      page.weight += 1 / ranked.length;
      pages.set(path, page);
    }
  });
  return [...pages.values()]
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .slice(0, limit)
    .map(({ path, title }) => ({ path, title }));
}

/**
 * The line for docs/synonyms.txt a group suggests, for the docs team to check and adjust: the closest page's title as
 * the docs' words, the group's words as the readers'. The list's format is in src/lib/synonyms.ts.
 */
export const synonymsLine = (docsWords: string, readerWords: readonly string[]): string =>
  `${docsWords.toLowerCase().replace(/[<=,]/g, ' ').replace(/\s+/g, ' ').trim()} <= ${readerWords.join(', ')}`;

/** A group of questions as the API shows it: counts over all of them, the newest few, the pages they cite. */
function groupJson(questions: readonly SampledQuestion[]) {
  return {
    count: questions.length,
    unanswered: questions.filter((question) => !question.answered).length,
    down: questions.filter((question) => question.rating === 'down').length,
    questions: questions.slice(0, GROUP_QUESTIONS).map((question) => ({
      id: question.id,
      question: question.question,
      page: question.page,
      answered: question.answered,
      rating: question.rating,
      createdAt: iso(question.createdAt),
    })),
    pages: citedPages(questions, GROUP_PAGES),
  };
}

export function questionRoutes({ db, clock, logger, askIndex }: QuestionRoutesOptions): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  /** The query's filter over its report period, or a 400 naming the parameter. */
  function periodFilter(c: Context<AdminEnv>) {
    const query = parseQuery(c, QuestionQuery);
    if (!query.ok) return query;
    const period = reportPeriod(query.value, clock());
    if (!period.ok) return { ok: false as const, response: validationError(c, period.field, period.problem) };
    const filter: QuestionFilter = {
      ...questionFilter(query.value),
      from: period.from,
      to: new Date(period.to.getTime() + DAY),
    };
    return { ok: true as const, filter, from: day(period.from), to: day(period.to) };
  }

  routes.get('/', async (c) => {
    const query = parseQuery(c, QuestionQuery);
    if (!query.ok) return query.response;
    const { page, pageSize, sort, order } = query.value;
    const result = await searchQuestions(db, questionFilter(query.value), {
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return c.json({ total: result.total, page, pageSize, items: result.items.map(questionJson) });
  });

  // Before /:id, which would otherwise take these names for ids.
  routes.get('/export.csv', (c) => {
    const query = parseQuery(c, QuestionQuery);
    if (!query.ok) return query.response;
    logger.info(`admin: ${c.get('adminEmail')} exported questions`);
    return csvDownload(
      c,
      'questions.csv',
      QUESTION_COLUMNS,
      filteredQuestions(db, questionFilter(query.value)),
      questionCsvRow,
    );
  });

  routes.get('/report', async (c) => {
    const period = periodFilter(c);
    if (!period.ok) return period.response;
    const { perDay, pages } = await questionReport(db, period.filter, CITED_PAGES);
    const sum = (key: 'questions' | 'answered' | 'up' | 'down') => perDay.reduce((total, row) => total + row[key], 0);
    const questions = sum('questions');
    return c.json({
      from: period.from,
      to: period.to,
      questions,
      answered: sum('answered'),
      up: sum('up'),
      down: sum('down'),
      perDay,
      pages: pages.map((page) => ({
        ...page,
        share: share(page.questions, questions),
        answeredShare: share(page.answered, page.questions),
        downShare: share(page.down, page.questions),
      })),
    });
  });

  routes.get('/groups', async (c) => {
    const period = periodFilter(c);
    if (!period.ok) return period.response;
    const { total, flagged, sample } = await sampleQuestions(db, period.filter, GROUPING_SAMPLE);
    const { groups, alone } = groupByTerms(sample);
    const index = await askIndex?.();
    return c.json({
      from: period.from,
      to: period.to,
      questions: total,
      flagged,
      sampled: sample.length,
      groupCount: groups.length,
      groups: groups.slice(0, GROUP_LIMIT).map((group) => {
        const closest = index
          ? closestPages(
              index,
              group.questions.slice(0, GROUP_QUESTIONS).map((question) => question.question),
            )
          : null;
        return {
          terms: group.terms,
          words: group.words,
          ...groupJson(group.questions),
          closest,
          line: closest?.[0] ? synonymsLine(closest[0].title, group.words) : null,
        };
      }),
      alone: groupJson(alone),
    });
  });

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const found = isUuid(id) ? await findQuestion(db, id) : undefined;
    if (!found) return apiError(c, 404, 'not_found', 'No question has this id.');
    return c.json({
      ...questionJson(found.question),
      answer: found.question.answer,
      conversation: found.conversation.map((turn) => ({ ...turn, createdAt: iso(turn.createdAt) })),
    });
  });

  return routes;
}
