/**
 * A chatflow of the platform (the-answerai/theanswer) answering "Ask the docs": the prediction call and its
 * stream, read as the platform writes it at 5da4286c0e69ac4c33a97c4daf1321051225c286, and the thumbs passed on to
 * its feedback API. Every failure becomes a SidekickError with a reason for the log; the service then answers
 * offline. Nothing here reaches the reader as is.
 */
import { EventStreamReader } from '../../src/lib/ask/protocol';
import type { Hit } from './types';

export interface SidekickSettings {
  /** The platform's API host, without a trailing slash. */
  url: string;
  chatflowId: string;
  /** Sent as `Authorization: Bearer`; never leaves the server. */
  apiKey?: string;
  /** How long to wait for the first answer, and at most between two pieces of the stream. */
  timeoutMs: number;
}

/** One earlier turn, as the platform's prediction body takes it (`history`: IMessage in packages/server/src/Interface.ts). */
export interface SidekickTurn {
  type: 'userMessage' | 'apiMessage';
  message: string;
}

export interface PredictionRequest {
  question: string;
  chatId?: string;
  history?: SidekickTurn[];
  /** The variables the chatflow may read as `{{$vars.<name>}}`, when it allows them to be overridden. */
  vars: Record<string, string>;
}

/** What the relay takes from the platform's stream (or from its JSON answer). */
export type SidekickPiece =
  | { kind: 'token'; text: string }
  | { kind: 'sourceDocuments'; documents: unknown[] }
  | { kind: 'metadata'; chatId?: string; chatMessageId?: string; followUpPrompts: string[] };

export class SidekickError extends Error {
  override name = 'SidekickError';
  constructor(
    readonly reason: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
  }
}

/** The variable the chatflow's prompt reads the passages from: `{{$vars.docs_passages}}` (see the README). */
export const PASSAGES_VAR = 'docs_passages';

/**
 * The passages as one text, numbered as the answer should cite them. The chatflow's prompt is a LangChain
 * template: a brace pair without a colon in it would be read as a template variable and fail the run
 * (packages/components/src/utils.ts transformBracesWithColon, used by ConversationChain.ts before
 * SystemMessagePromptTemplate.fromTemplate), so braces are doubled, which the template turns back into one.
 */
export function formatPassages(hits: readonly Hit[]): string {
  if (hits.length === 0) return 'No passage of the documentation matches this question.';
  return hits
    .map((hit, index) => {
      const heading = hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title;
      return `[${index + 1}] ${heading} (${hit.source})\n${hit.text}`;
    })
    .join('\n\n')
    .replace(/[{}]/g, (brace) => brace + brace);
}

/** The end of the platform's message when the API key is missing or wrong (utils/buildChatflow.ts). */
const KEY_REFUSED = /Unauthorized\s*$/;

/** A short, single-line excerpt of what the platform answered, for the log. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Why the platform refused: each status as the platform sends it at 5da4286.
 * - 500 JSON `{statusCode, success, message, stack}` (packages/server/src/middlewares/errors/index.ts); a refused
 *   API key is one of them, its message `Error: predictionsServices.buildChatflow - Unauthorized`
 *   (utils/buildChatflow.ts throws `Unauthorized`, services/predictions/index.ts wraps every error as a 500).
 * - 403 plain text: the chatflow's Allowed Domains refuse the request's Origin
 *   (controllers/predictions/index.ts, `res.status(403).send(unauthorizedOriginError)` when streaming).
 * - 429 text: the chatflow's rate limit (utils/rateLimit.ts, express-rate-limit with the flow's Limit Message).
 */
function refusal(status: number, body: string): SidekickError {
  let message = body;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // Plain text, as the 403 and the 429 are.
  }
  if (KEY_REFUSED.test(message))
    return new SidekickError('error', `the platform refused the API key (${status}): check ASK_API_KEY`);
  if (status === 403) return new SidekickError('error', `the chatflow refuses this origin (403): ${excerpt(message)}`);
  if (status === 429)
    return new SidekickError('error', `the chatflow's rate limit was reached (429): ${excerpt(message)}`);
  return new SidekickError('error', `the platform answered ${status}: ${excerpt(message)}`);
}

/**
 * `followUpPrompts` comes encoded once more than it should: buildChatflow.ts stores the questions as a JSON string
 * and then sets `result.followUpPrompts = JSON.stringify(...)` of that string. The stream's metadata event decodes
 * one level (SSEStreamer.ts streamMetadataEvent), so there it is a JSON string of an array; the JSON answer holds
 * it encoded twice. Decode until it is an array; anything else counts as none.
 */
export function decodeFollowUpPrompts(value: unknown): string[] {
  let current = value;
  for (let depth = 0; depth < 3 && typeof current === 'string'; depth++) {
    try {
      current = JSON.parse(current);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(current)) return [];
  return current
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim().slice(0, 300))
    .slice(0, 5);
}

const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Asks the chatflow, streaming, and yields what it answers as it arrives. Throws a SidekickError when the platform
 * refuses, fails, says nothing for `timeoutMs`, or the connection breaks; returns quietly when `signal` (the reader
 * left) aborts the call.
 */
export async function* predict(
  settings: SidekickSettings,
  request: PredictionRequest,
  { signal, fetch: fetchImpl = fetch }: { signal: AbortSignal; fetch?: typeof fetch },
): AsyncGenerator<SidekickPiece> {
  // The reader may have left while the question was being prepared.
  if (signal.aborted) return;
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
  };
  const onStop = () => controller.abort();
  signal.addEventListener('abort', onStop, { once: true });
  arm();

  const failure = (error: unknown): SidekickError | undefined => {
    if (signal.aborted) return undefined;
    if (timedOut) return new SidekickError('timeout', `no answer from the platform within ${settings.timeoutMs} ms`);
    if (error instanceof SidekickError) return error;
    const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return new SidekickError('error', `the platform could not be reached or broke the connection: ${detail}`);
  };

  try {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.url}/api/v1/prediction/${encodeURIComponent(settings.chatflowId)}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream, application/json',
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          question: request.question,
          streaming: true,
          ...(request.chatId ? { chatId: request.chatId } : {}),
          ...(request.history && request.history.length > 0 ? { history: request.history } : {}),
          overrideConfig: { vars: request.vars },
        }),
        signal: controller.signal,
      });
    } catch (error) {
      const failed = failure(error);
      if (failed) throw failed;
      return;
    }

    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && type.startsWith('text/event-stream')) {
      yield* readStream(response, arm, failure);
      return;
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const failed = failure(error);
      if (failed) throw failed;
      return;
    }
    if (response.status !== 200) throw refusal(response.status, text);
    // A flow that cannot stream answers the whole prediction as JSON (controllers/predictions/index.ts:
    // `res.json(apiResponse)` when checkIfChatflowIsValidForStreaming says no).
    yield* readJsonAnswer(text);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onStop);
  }
}

function* readJsonAnswer(text: string): Generator<SidekickPiece> {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SidekickError('error', `the platform answered 200 with neither a stream nor JSON: ${excerpt(text)}`);
  }
  if (typeof answer.text !== 'string') {
    throw new SidekickError('error', 'the platform answered JSON without a text');
  }
  yield { kind: 'token', text: answer.text };
  if (Array.isArray(answer.sourceDocuments)) yield { kind: 'sourceDocuments', documents: answer.sourceDocuments };
  yield {
    kind: 'metadata',
    chatId: stringOrUndefined(answer.chatId),
    chatMessageId: stringOrUndefined(answer.chatMessageId),
    followUpPrompts: decodeFollowUpPrompts(answer.followUpPrompts),
  };
}

async function* readStream(
  response: Response,
  arm: () => void,
  failure: (error: unknown) => SidekickError | undefined,
): AsyncGenerator<SidekickPiece> {
  const pieces: SidekickPiece[] = [];
  let ended = false;
  let problem: SidekickError | undefined;
  const reader = new EventStreamReader(({ event, data }) => {
    if (ended || problem) return;
    switch (event) {
      case 'start':
        // The first token comes twice: as `start`'s data and again as a `token` (packages/components/src/handler.ts,
        // CustomChainHandler.handleLLMNewToken; the chat engines and Moderation.ts do the same). Only the tokens count.
        break;
      case 'token':
        if (typeof data === 'string' && data !== '') pieces.push({ kind: 'token', text: data });
        break;
      case 'sourceDocuments':
        if (Array.isArray(data)) pieces.push({ kind: 'sourceDocuments', documents: data });
        break;
      case 'metadata': {
        const metadata = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
        pieces.push({
          kind: 'metadata',
          chatId: stringOrUndefined(metadata.chatId),
          chatMessageId: stringOrUndefined(metadata.chatMessageId),
          followUpPrompts: decodeFollowUpPrompts(metadata.followUpPrompts),
        });
        break;
      }
      case 'error': {
        // A failure once the stream has begun, a refused API key included (its check runs inside buildChatflow,
        // after the stream's headers): the controller writes it as an `error` event and ends the stream
        // (controllers/predictions/index.ts, SSEStreamer.ts streamErrorEvent).
        const message = typeof data === 'string' ? data : JSON.stringify(data);
        problem = KEY_REFUSED.test(message)
          ? new SidekickError('error', 'the platform refused the API key: check ASK_API_KEY')
          : new SidekickError('error', `the chatflow failed: ${excerpt(message)}`);
        break;
      }
      case 'abort':
        problem = new SidekickError('error', 'the platform aborted the prediction');
        break;
      case 'end':
        ended = true;
        break;
      default:
        // usedTools, agentReasoning, usageMetadata, artifacts…: nothing the reader is shown.
        break;
    }
  });

  const body = response.body;
  if (!body) throw new SidekickError('error', 'the platform answered a stream without a body');
  const decoder = new TextDecoder();
  const chunks = body.getReader();
  try {
    while (!ended && !problem) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await chunks.read();
      } catch (error) {
        const failed = failure(error);
        if (failed) throw failed;
        return;
      }
      if (next.done) {
        reader.push(decoder.decode());
        reader.end();
        if (!ended && !problem) {
          problem = new SidekickError('error', 'the platform closed the stream before its end event');
        }
      } else {
        arm();
        reader.push(decoder.decode(next.value, { stream: true }));
      }
      yield* pieces.splice(0);
    }
    if (problem) throw problem;
  } finally {
    await chunks.cancel().catch(() => undefined);
  }
}

/** Thumbs as the platform records them (ChatMessageRatingType in packages/server/src/Interface.ts). */
export type SidekickRating = 'THUMBS_UP' | 'THUMBS_DOWN';

/**
 * Sends the reader's thumbs to the chatflow's feedback, or changes the feedback sent before. The platform keeps one
 * feedback per message (ChatMessageFeedback is unique on messageId), so a first rating is
 * `POST /api/v1/feedback/<chatflowid>` with `{chatflowid, chatId, messageId, rating, content}` and answers the
 * saved feedback with its `id`; a later one is `PUT /api/v1/feedback/<that id>` (routes/feedback/index.ts,
 * controllers/feedback/index.ts, services/feedback/validation.ts). Returns the feedback id.
 */
export async function sendFeedback(
  settings: SidekickSettings,
  feedback: {
    chatId: string;
    messageId: string;
    rating: SidekickRating;
    content?: string;
    /** The id a first rating got, to update it. */
    feedbackId?: string;
  },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const update = feedback.feedbackId !== undefined;
  const url = update
    ? `${settings.url}/api/v1/feedback/${encodeURIComponent(feedback.feedbackId ?? '')}`
    : `${settings.url}/api/v1/feedback/${encodeURIComponent(settings.chatflowId)}`;
  const body = update
    ? { rating: feedback.rating, content: feedback.content ?? '' }
    : {
        chatflowid: settings.chatflowId,
        chatId: feedback.chatId,
        messageId: feedback.messageId,
        rating: feedback.rating,
        content: feedback.content ?? '',
      };
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: update ? 'PUT' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new SidekickError('error', `the feedback could not be sent: ${cause?.code ?? (error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw refusal(response.status, text);
  if (update) return feedback.feedbackId ?? '';
  try {
    const saved = JSON.parse(text) as { id?: unknown };
    if (typeof saved.id === 'string' && saved.id !== '') return saved.id;
  } catch {
    // Reported below.
  }
  throw new SidekickError('error', 'the platform saved the feedback but did not say its id');
}
