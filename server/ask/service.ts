/**
 * "Ask the docs": one answer, from the question to the stream's last event and its row in `ask_questions`.
 * The offline answer comes from the retrieval side (server/ask/index.ts, injected); with a sidekick configured,
 * the platform's chatflow answers from the same passages and the offline answer stands in whenever it cannot.
 */
import { randomUUID } from 'node:crypto';
import type { AskEvent, SourceDocument } from '../../src/lib/ask/protocol';
import type { Database } from '../db/database';
import {
  questionWriter,
  rateQuestion,
  setUpstreamFeedbackId,
  sidekickCallsSince,
  sidekickKnowsChat,
  type AskFallback,
  type AskOutcome,
  type QuestionRecord,
} from '../db/questions';
import type { Logger } from '../logger';
import { CitationRenumberer } from './citations';
import {
  formatPassages,
  PASSAGES_VAR,
  predict,
  sendFeedback,
  SidekickError,
  type SidekickPiece,
  type SidekickSettings,
  type SidekickTurn,
} from './sidekick';
import type { AskIndex, Hit, OfflineAnswer } from './types';

/** The retrieval side's offline answer (server/ask/index.ts `answerOffline`). */
export type AnswerOffline = (index: AskIndex, question: string, options?: { page?: string }) => OfflineAnswer;

/** Passages the sidekick is given to answer from. */
export const SIDEKICK_PASSAGES = 5;

/** The first line of an offline answer that stands in for the sidekick. */
export const FALLBACK_NOTE =
  'The docs assistant could not answer just now, so this answer is quoted from the docs.\n\n';

/** What the reader is told when an answer breaks off; the reason goes to the log only. */
export const INTERRUPTED = 'The answer was interrupted. Ask again, or search the docs.';

export interface AskQuestion {
  question: string;
  chatId?: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
  page?: string;
}

export interface AskServiceOptions {
  db: Database;
  logger: Logger;
  clock: () => Date;
  /** Loaded once, at start; an index that fails to load leaves the service unavailable (503), not the server. */
  loadIndex: () => Promise<AskIndex>;
  answerOffline: AnswerOffline;
  /** The public origin: a sidekick citing `https://<site>/docs/x` is citing `/docs/x`. */
  siteUrl: string;
  /**
   * With it the platform's chatflow answers: at most `dailyLimit` calls a UTC day in all (0: no limit), and at most
   * `maxStreams` at once on this instance. Past either, the reader gets the offline answer at once, marked as such.
   */
  sidekick?: SidekickSettings & { dailyLimit: number; maxStreams: number };
  fetch?: typeof fetch;
}

export interface AskService {
  /** The index, or undefined when it could not be loaded (the reason is in the log). */
  index(): Promise<AskIndex | undefined>;
  /** Answers one question through `emit`; resolves once its row is written. Never throws. */
  answer(question: AskQuestion, index: AskIndex, emit: (event: AskEvent) => void, signal: AbortSignal): Promise<void>;
  /** Sets the thumbs of an answer; false when there is no such answer. */
  rate(id: string, rating: 'up' | 'down', comment?: string): Promise<boolean>;
  /** Resolves when the thumbs being passed on to the platform have been sent (or have failed). */
  settled(): Promise<void>;
}

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The label a citation shows: the page, and the section when it is not the page's opening. */
const citationTitle = (hit: Hit) =>
  hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const hitDocument = (hit: Hit): SourceDocument => ({
  pageContent: clip(hit.text, 600),
  metadata: { source: hit.source, title: citationTitle(hit) },
});

/** A chatId the platform gave back, if it is one we can carry (the same rule as the request's). */
const CHAT_ID = /^[\w-]{1,100}$/;

export function createAskService(options: AskServiceOptions): AskService {
  const { db, logger, clock, sidekick } = options;
  const fetchImpl = options.fetch ?? fetch;
  const siteOrigin = new URL(options.siteUrl).origin;

  const indexPromise: Promise<AskIndex | undefined> = options.loadIndex().then(
    (index) => {
      logger.info(
        `Ask the docs: ${index.size} passages; answers ${sidekick ? `by the sidekick at ${sidekick.url}` : 'offline'}`,
      );
      return index;
    },
    (error: unknown) => {
      logger.warn(
        `Ask the docs is off: its index could not be loaded (${error instanceof Error ? error.message : String(error)}). ` +
          'Run `npm run build`, then restart the server.',
      );
      return undefined;
    },
  );

  /** Each answer's row, written together with the others of the moment (a crowd's are many). */
  const writeQuestion = questionWriter(db);
  /** Sidekick calls under way on this instance: the daily count in the database only has the finished ones. */
  let sidekickCalls = 0;
  /** Thumbs being passed on to the platform, per answer, one after another (the first one's id is needed next). */
  const feedbackChains = new Map<string, Promise<string | undefined>>();

  /** A sidekick's own source document, kept only when it is a page of ours. */
  function ourDocument(index: AskIndex, document: unknown): SourceDocument | undefined {
    if (typeof document !== 'object' || document === null) return undefined;
    const { pageContent, metadata } = document as { pageContent?: unknown; metadata?: Record<string, unknown> };
    const given = metadata?.source;
    if (typeof given !== 'string') return undefined;
    let source: string = given;
    if (source.startsWith(`${siteOrigin}/`)) source = source.slice(siteOrigin.length);
    if (!source.startsWith('/') || source.startsWith('//') || source.length > 300 || !index.has(source)) {
      return undefined;
    }
    const title = typeof metadata?.title === 'string' && metadata.title.trim() !== '' ? metadata.title : source;
    return {
      pageContent: typeof pageContent === 'string' ? clip(pageContent, 600) : '',
      metadata: { source, title: clip(title, 200) },
    };
  }

  async function answer(
    input: AskQuestion,
    index: AskIndex,
    emit: (event: AskEvent) => void,
    signal: AbortSignal,
  ): Promise<void> {
    const createdAt = clock();
    const id = randomUUID();
    let chatId = input.chatId ?? randomUUID();
    let started = false;
    /** What the reader was shown of the answer itself (a fallback's note aside). */
    let answerText = '';

    const send = (text: string, { note = false } = {}) => {
      if (text === '') return;
      // The platform's order: `start` carries the first token, which then comes again as a `token`
      // (packages/components/src/handler.ts); the panel shows the tokens.
      if (!started) emit({ event: 'start', data: text });
      started = true;
      emit({ event: 'token', data: text });
      if (!note) answerText += text;
    };

    const record = async (
      fields: Omit<QuestionRecord, 'id' | 'chatId' | 'question' | 'page' | 'createdAt' | 'answer'>,
    ) => {
      try {
        await writeQuestion({
          id,
          chatId,
          question: input.question,
          page: input.page,
          createdAt,
          answer: answerText,
          ...fields,
        });
      } catch (error) {
        // The reader has their answer; only the record of it is lost.
        logger.error(`Ask the docs: the answer ${id} could not be stored`, error);
      }
    };

    const finish = async (
      sources: SourceDocument[],
      followUpPrompts: string[],
      answered: boolean,
      fields: Pick<QuestionRecord, 'provider' | 'fallback' | 'upstreamChatId' | 'upstreamMessageId'>,
    ) => {
      emit({ event: 'sourceDocuments', data: sources });
      // Stored before the metadata leaves: thumbs can name the answer as soon as the reader has its id.
      await record({ ...fields, citations: citationsOf(sources), answered, outcome: 'complete' });
      emit({
        event: 'metadata',
        data: { chatId, chatMessageId: id, question: input.question, followUpPrompts, answered },
      });
      emit({ event: 'end', data: '[DONE]' });
    };

    // The offline answer is ready at once and is sent at once: the panel writes it out for the reader
    // (src/lib/ask/pace.ts), so that no connection is held open to pace it, however many ask together.
    async function offline(fallback?: AskFallback): Promise<void> {
      const result = options.answerOffline(index, input.question, { page: input.page });
      const fields = { provider: 'offline' as const, fallback };
      if (fallback) send(FALLBACK_NOTE, { note: true });
      if (!signal.aborted) send(result.tokens.join(''));
      if (signal.aborted) {
        await record({
          ...fields,
          citations: citationsOf(result.sources),
          answered: result.answered,
          outcome: 'stopped',
        });
        return;
      }
      await finish(result.sources, result.followUpPrompts, result.answered, fields);
    }

    async function viaSidekick(settings: SidekickSettings & { dailyLimit: number; maxStreams: number }): Promise<void> {
      // The cap is for the platform, where each call costs: a reader past it is answered offline, never refused.
      if (sidekickCalls >= settings.maxStreams) {
        logger.warn(
          `Ask the docs: ASK_MAX_STREAMS (${settings.maxStreams}) sidekick answers under way; answering offline`,
        );
        return offline('busy');
      }
      if (settings.dailyLimit > 0) {
        const used = (await sidekickCallsSince(db, startOfUtcDay(createdAt))) + sidekickCalls;
        if (used >= settings.dailyLimit) {
          logger.warn(`Ask the docs: ASK_SIDEKICK_DAILY_LIMIT (${settings.dailyLimit}) reached; answering offline`);
          return offline('daily_limit');
        }
      }
      const hits = index.search(input.question, { page: input.page, limit: SIDEKICK_PASSAGES });
      // The platform's memory keeps a conversation it has answered in; `history` is for one it has not seen,
      // since it would be put in front of what the memory holds (BufferMemory.ts, prependMessages).
      const known = input.chatId !== undefined && (await sidekickKnowsChat(db, input.chatId));
      const history: SidekickTurn[] | undefined = known
        ? undefined
        : input.history?.map((turn) => ({
            type: turn.role === 'user' ? 'userMessage' : 'apiMessage',
            message: turn.content,
          }));

      const renumberer = new CitationRenumberer(hits.length);
      const theirs: unknown[] = [];
      let metadata: Extract<SidekickPiece, { kind: 'metadata' }> | undefined;
      const citedSources = () => {
        const cited = renumberer.cited.flatMap((number) => {
          const hit = hits[number - 1];
          return hit ? [hitDocument(hit)] : [];
        });
        const seen = new Set(cited.map((document) => document.metadata.source));
        for (const document of theirs) {
          const ours = ourDocument(index, document);
          if (ours && !seen.has(ours.metadata.source)) {
            seen.add(ours.metadata.source);
            cited.push(ours);
          }
        }
        return cited;
      };

      sidekickCalls += 1;
      try {
        const pieces = predict(
          settings,
          { question: input.question, chatId: input.chatId, history, vars: { [PASSAGES_VAR]: formatPassages(hits) } },
          { signal, fetch: fetchImpl },
        );
        for await (const piece of pieces) {
          if (piece.kind === 'token') send(renumberer.push(piece.text));
          else if (piece.kind === 'sourceDocuments') theirs.push(...piece.documents);
          else metadata = piece;
        }
        if (!signal.aborted) {
          send(renumberer.end());
          if (!started) throw new SidekickError('error', 'the chatflow answered with no text');
        }
      } catch (error) {
        if (!(error instanceof SidekickError)) throw error;
        if (!started) {
          logger.warn(`Ask the docs: the sidekick did not answer (${error.message}); answering offline`);
          return offline(error.reason);
        }
        logger.warn(`Ask the docs: the sidekick's answer ${id} broke off (${error.message})`);
        emit({ event: 'error', data: INTERRUPTED });
        emit({ event: 'end', data: '[DONE]' });
        const sources = citedSources();
        await record({
          provider: 'sidekick',
          citations: citationsOf(sources),
          answered: sources.length > 0,
          outcome: 'error',
        });
        return;
      } finally {
        sidekickCalls -= 1;
      }

      const upstream = {
        upstreamChatId: metadata?.chatId && CHAT_ID.test(metadata.chatId) ? metadata.chatId : undefined,
        upstreamMessageId:
          metadata?.chatMessageId && metadata.chatMessageId.length <= 100 ? metadata.chatMessageId : undefined,
      };
      // Follow-ups go back to the platform's conversation (it is the one its memory keeps).
      if (upstream.upstreamChatId) chatId = upstream.upstreamChatId;
      const sources = citedSources();
      // A sidekick built as the README says cites the passages it used; one that cites none found no answer there.
      const answered = sources.length > 0;
      if (signal.aborted) {
        await record({
          provider: 'sidekick',
          ...upstream,
          citations: citationsOf(sources),
          answered,
          outcome: 'stopped',
        });
        return;
      }
      await finish(sources, metadata?.followUpPrompts ?? [], answered, { provider: 'sidekick', ...upstream });
    }

    try {
      await (sidekick ? viaSidekick(sidekick) : offline());
    } catch (error) {
      logger.error(`Ask the docs: answering ${id} failed`, error);
      if (!signal.aborted) {
        emit({ event: 'error', data: INTERRUPTED });
        emit({ event: 'end', data: '[DONE]' });
      }
      const outcome: AskOutcome = signal.aborted ? 'stopped' : 'error';
      await record({ provider: sidekick ? 'sidekick' : 'offline', citations: [], answered: false, outcome });
    }
  }

  async function rate(id: string, rating: 'up' | 'down', comment?: string): Promise<boolean> {
    const rated = await rateQuestion(db, id, rating === 'up' ? 1 : -1, comment, clock());
    if (!rated) return false;
    const { upstreamChatId, upstreamMessageId } = rated;
    if (sidekick && rated.provider === 'sidekick' && upstreamChatId && upstreamMessageId) {
      // Best effort, after the reader has their answer: the platform's feedback never fails the request.
      const previous = feedbackChains.get(id) ?? Promise.resolve(rated.upstreamFeedbackId ?? undefined);
      const next = previous.then(async (feedbackId) => {
        try {
          const saved = await sendFeedback(
            sidekick,
            {
              chatId: upstreamChatId,
              messageId: upstreamMessageId,
              rating: rating === 'up' ? 'THUMBS_UP' : 'THUMBS_DOWN',
              content: comment,
              feedbackId,
            },
            fetchImpl,
          );
          if (saved !== feedbackId) await setUpstreamFeedbackId(db, id, saved);
          return saved;
        } catch (error) {
          logger.warn(
            `Ask the docs: the thumbs on ${id} did not reach the platform (${error instanceof Error ? error.message : String(error)})`,
          );
          return feedbackId;
        }
      });
      feedbackChains.set(id, next);
      void next.then(() => {
        if (feedbackChains.get(id) === next) feedbackChains.delete(id);
      });
    }
    return true;
  }

  return {
    index: () => indexPromise,
    answer,
    rate,
    async settled() {
      while (feedbackChains.size > 0) await Promise.all(feedbackChains.values());
    },
  };
}

function citationsOf(sources: SourceDocument[]): QuestionRecord['citations'] {
  return sources.map((document) => ({ source: document.metadata.source, title: document.metadata.title }));
}
