/**
 * Contract tests: the reader of src/lib/ask/protocol.ts and the relay of server/ask/sidekick.ts against the
 * platform's stand-in (server/testing/sidekick.ts), which answers as the platform does at 5da4286.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventStreamReader } from '../../src/lib/ask/protocol';
import { startSidekickStandIn, type SidekickStandIn } from '../testing/sidekick';
import { predict, sendFeedback, SidekickError, type SidekickPiece, type SidekickSettings } from './sidekick';

let standIn: SidekickStandIn;
let settings: SidekickSettings;

beforeAll(async () => {
  standIn = await startSidekickStandIn();
});
afterAll(async () => {
  await standIn.stop();
});
beforeEach(() => {
  settings = { url: standIn.url, chatflowId: standIn.chatflowId, timeoutMs: 2_000 };
  Object.assign(standIn, {
    answer: () => ({
      tokens: ['To ', 'embed ', 'it, ', 'paste ', 'the “script” 🧩 [1].'],
      sourceDocuments: [{ pageContent: 'Paste the script.', metadata: { source: '/docs/developers/embed#script' } }],
      followUpPrompts: ['Which pages can host it?', 'Can I style it?'],
    }),
    streamable: true,
    apiKey: undefined,
    allowedOrigins: undefined,
    rateLimit: undefined,
    failure: undefined,
    chunkBytes: undefined,
    delayMs: 0,
  });
  standIn.predictions.length = 0;
  standIn.feedbackRequests.length = 0;
});

const request = {
  question: 'How do I embed the chatbot?',
  vars: { docs_passages: '[1] Embed (/docs/developers/embed)' },
};

async function collect(
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
  overrides: Partial<SidekickSettings> = {},
): Promise<SidekickPiece[]> {
  const pieces: SidekickPiece[] = [];
  for await (const piece of predict({ ...settings, ...overrides }, request, {
    signal: options.signal ?? new AbortController().signal,
    fetch: options.fetch,
  })) {
    pieces.push(piece);
  }
  return pieces;
}

async function failure(promise: Promise<unknown>): Promise<SidekickError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SidekickError);
  return error as SidekickError;
}

const tokens = (pieces: SidekickPiece[]) =>
  pieces.flatMap((piece) => (piece.kind === 'token' ? [piece.text] : [])).join('');

describe('the stand-in writes what the platform writes', () => {
  /** The raw stream, read with the panel's reader in pieces cut at every byte. */
  async function rawEvents(): Promise<{ event: string; data: unknown }[]> {
    const response = await fetch(`${standIn.url}/api/v1/prediction/${standIn.chatflowId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'q', streaming: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const events: { event: string; data: unknown }[] = [];
    const reader = new EventStreamReader((event) => events.push(event));
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      reader.push(decoder.decode(chunk, { stream: true }));
    }
    reader.end();
    return events;
  }

  it('sends the first token as start and as a token, then the sources, the metadata and the end', async () => {
    standIn.chunkBytes = 1;
    const events = await rawEvents();
    expect(events.map((event) => event.event)).toEqual([
      'start',
      'token',
      'token',
      'token',
      'token',
      'token',
      'sourceDocuments',
      'metadata',
      'end',
    ]);
    expect(events[0]).toEqual({ event: 'start', data: 'To ' });
    expect(events[1]).toEqual({ event: 'token', data: 'To ' });
    const metadata = events.find((event) => event.event === 'metadata')?.data as Record<string, unknown>;
    // SSEStreamer.ts decodes once what buildChatflow.ts encoded twice: a JSON string is left.
    expect(metadata.followUpPrompts).toBe('["Which pages can host it?","Can I style it?"]');
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  });

  it('reads the same events whether written whole, byte by byte or cut at random', async () => {
    const whole = await rawEvents();
    for (const chunkBytes of [1, 2, 7, 'random'] as const) {
      standIn.chunkBytes = chunkBytes;
      const events = await rawEvents();
      // Only the ids differ from one answer to the next.
      const strip = (list: typeof events) =>
        list.map((event) => (event.event === 'metadata' ? { event: 'metadata' } : event));
      expect(strip(events)).toEqual(strip(whole));
    }
  });
});

describe('the relay', () => {
  it('keeps each token once, parses the follow-up prompts again and passes the variables', async () => {
    standIn.chunkBytes = 'random';
    const pieces = await collect();
    expect(tokens(pieces)).toBe('To embed it, paste the “script” 🧩 [1].');
    expect(pieces.filter((piece) => piece.kind === 'sourceDocuments')).toHaveLength(1);
    const metadata = pieces.at(-1);
    expect(metadata).toMatchObject({
      kind: 'metadata',
      followUpPrompts: ['Which pages can host it?', 'Can I style it?'],
    });
    expect(standIn.predictions[0]?.body).toEqual({
      question: 'How do I embed the chatbot?',
      streaming: true,
      overrideConfig: { vars: { docs_passages: '[1] Embed (/docs/developers/embed)' } },
    });
  });

  it('drops an empty first token, which the platform sends as start only', async () => {
    standIn.answer = () => ({ tokens: ['', 'Hello', ' there'] });
    expect(tokens(await collect())).toBe('Hello there');
  });

  it('sends the chatId and history of a follow-up, and the API key as a bearer token', async () => {
    standIn.apiKey = 'key-123';
    const pieces: SidekickPiece[] = [];
    for await (const piece of predict(
      { ...settings, apiKey: 'key-123' },
      { ...request, chatId: 'chat-1', history: [{ type: 'userMessage', message: 'Before' }] },
      { signal: new AbortController().signal },
    )) {
      pieces.push(piece);
    }
    expect(pieces.at(-1)).toMatchObject({ kind: 'metadata', chatId: 'chat-1' });
    expect(standIn.predictions[0]).toMatchObject({
      authorization: 'Bearer key-123',
      body: { chatId: 'chat-1', history: [{ type: 'userMessage', message: 'Before' }] },
    });
  });

  it('turns the JSON answer of a flow that cannot stream into the same pieces', async () => {
    standIn.streamable = false;
    const pieces = await collect();
    expect(pieces.map((piece) => piece.kind)).toEqual(['token', 'sourceDocuments', 'metadata']);
    expect(tokens(pieces)).toBe('To embed it, paste the “script” 🧩 [1].');
    // In the JSON answer followUpPrompts is encoded twice (buildChatflow.ts).
    expect(pieces[2]).toMatchObject({ followUpPrompts: ['Which pages can host it?', 'Can I style it?'] });
  });

  it('reports a refused API key: an error event in the stream', async () => {
    standIn.apiKey = 'the-right-key';
    const error = await failure(collect({}, { apiKey: 'a-wrong-key' }));
    expect(error.reason).toBe('error');
    expect(error.message).toBe('the platform refused the API key: check ASK_API_KEY');
  });

  it('reports a refused API key: a 500 whose message ends in Unauthorized, to a request that does not stream', async () => {
    standIn.apiKey = 'the-right-key';
    const notStreaming: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: (init?.body as string).replace('"streaming":true', '"streaming":false') });
    const error = await failure(collect({ fetch: notStreaming }));
    expect(error.message).toBe('the platform refused the API key (500): check ASK_API_KEY');
  });

  it('times out when a flow that cannot stream refuses the key: the platform then never answers', async () => {
    standIn.apiKey = 'the-right-key';
    standIn.streamable = false;
    const error = await failure(collect({}, { timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
  });

  it('reports the plain-text 403 of a disallowed origin and the 429 of the flow rate limit', async () => {
    standIn.allowedOrigins = ['https://docs.example.com'];
    const withOrigin: typeof fetch = (url, init) =>
      fetch(url, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Origin: 'https://elsewhere.test' },
      });
    expect((await failure(collect({ fetch: withOrigin }))).message).toBe(
      'the chatflow refuses this origin (403): This site is not allowed to access this chatbot',
    );
    standIn.allowedOrigins = undefined;
    standIn.rateLimit = { max: 0, message: 'You have reached the quota' };
    expect((await failure(collect())).message).toBe(
      "the chatflow's rate limit was reached (429): You have reached the quota",
    );
  });

  it('times out on a platform that hangs, and reports a reset connection', async () => {
    standIn.failure = 'hang';
    const started = Date.now();
    expect((await failure(collect({}, { timeoutMs: 300 }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    standIn.failure = 'reset';
    const reset = await failure(collect());
    expect(reset.reason).toBe('error');
    expect(reset.message).toMatch(/^the platform could not be reached or broke the connection: /);
  });

  it('hands over the tokens streamed before a failure mid-stream, then reports it', async () => {
    for (const failure of ['error-event', 'reset-mid-stream', 'hang-mid-stream'] as const) {
      standIn.failure = failure;
      const pieces: SidekickPiece[] = [];
      let caught: unknown;
      try {
        for await (const piece of predict({ ...settings, timeoutMs: 300 }, request, {
          signal: new AbortController().signal,
        })) {
          pieces.push(piece);
        }
      } catch (error) {
        caught = error;
      }
      expect(tokens(pieces), failure).toBe('To embed ');
      expect(caught, failure).toBeInstanceOf(SidekickError);
      expect((caught as SidekickError).reason).toBe(failure === 'hang-mid-stream' ? 'timeout' : 'error');
    }
  });

  it('stops reading, and closes the connection, when the reader leaves', async () => {
    standIn.delayMs = 40;
    const stop = new AbortController();
    const pieces: SidekickPiece[] = [];
    for await (const piece of predict(settings, request, { signal: stop.signal })) {
      pieces.push(piece);
      stop.abort();
    }
    expect(pieces).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.closedEarly).toBeGreaterThan(0);
  });
});

describe('thumbs sent to the platform', () => {
  it('creates the feedback once, then updates it', async () => {
    const pieces = await collect();
    const metadata = pieces.at(-1) as Extract<SidekickPiece, { kind: 'metadata' }>;
    const first = await sendFeedback(settings, {
      chatId: metadata.chatId ?? '',
      messageId: metadata.chatMessageId ?? '',
      rating: 'THUMBS_DOWN',
      content: 'Missing the React case',
    });
    expect(standIn.feedbackRequests[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/feedback/${standIn.chatflowId}`,
      body: {
        chatflowid: standIn.chatflowId,
        chatId: metadata.chatId,
        messageId: metadata.chatMessageId,
        rating: 'THUMBS_DOWN',
        content: 'Missing the React case',
      },
    });
    const again = await sendFeedback(settings, {
      chatId: metadata.chatId ?? '',
      messageId: metadata.chatMessageId ?? '',
      rating: 'THUMBS_UP',
      feedbackId: first,
    });
    expect(again).toBe(first);
    expect(standIn.feedbackRequests[1]).toMatchObject({ method: 'PUT', path: `/api/v1/feedback/${first}` });
    expect(standIn.feedback.get(first)).toMatchObject({ rating: 'THUMBS_UP', content: '' });
  });

  it('reports what the platform refuses', async () => {
    const error = await failure(
      sendFeedback(settings, { chatId: 'c', messageId: 'f3a4b5c6-0000-4000-8000-000000000000', rating: 'THUMBS_UP' }),
    );
    expect(error.message).toBe(
      'the platform answered 404: Message with ID f3a4b5c6-0000-4000-8000-000000000000 not found',
    );
  });
});
