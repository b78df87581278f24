// The runnable example of docs/developers/streaming.mdx, tested as the page
// shows it: the `stream.mjs` code block is taken from the page, written to a
// file and imported, then fed streams written the way the platform's
// SSEStreamer writes them (packages/server/src/utils/SSEStreamer.ts at 5da4286).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const page = readFileSync(path.join(__dirname, '..', 'docs/developers/streaming.mdx'), 'utf8');

/** The body of the fenced code block whose meta names `title`. */
export function codeBlock(source: string, title: string): string {
  const match = new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```').exec(source);
  if (!match?.[1]) throw new Error(`no code block titled ${title}`);
  return match[1];
}

/**
 * One frame as the server writes it: `message:` (or `message` for end, abort and
 * error) and the JSON of { event, data } on a data line, then a blank line.
 */
function frame(event: string, data: unknown): string {
  const head = event === 'end' || event === 'abort' || event === 'error' ? 'message' : 'message:';
  return `${head}\ndata:${JSON.stringify({ event, data })}\n\n`;
}

const answerFrames = [
  frame('start', 'Opened'),
  frame('token', 'Opened'),
  frame('token', ' items can be returned within 30 days — ünd fast.'),
  frame('sourceDocuments', [
    { pageContent: 'Opened items may be returned within 30 days.', metadata: { source: 'refund.pdf' } },
  ]),
  frame('agent_trace', { step: 'tool_start', name: 'order_lookup', input: '{}', runId: 'r1', parentRunId: null }),
  frame('metadata', {
    chatId: '7c1e5a90-3b2d-4f6e-8a1c-9d0e2f4b6a83',
    chatMessageId: '2b9d4e61',
    question: 'Refunds?',
  }),
  frame('end', '[DONE]'),
];

interface StreamModule {
  predictionEvents: (body: ReadableStream<Uint8Array>) => AsyncGenerator<{ event: string; data: unknown }>;
  ask: (
    question: string,
    options: { baseUrl: string; chatflowId: string; apiKey?: string; chatId?: string; onText?: (text: string) => void },
  ) => Promise<Record<string, unknown> & { text: string }>;
}

let example: StreamModule;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stream-guide-'));
  const file = path.join(dir, 'stream.mjs');
  writeFileSync(file, codeBlock(page, 'stream.mjs'));
  example = (await import(pathToFileURL(file).href)) as StreamModule;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes of `text` in chunks of `size`, cutting through lines and multi-byte characters. */
function chunks(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events: { event: string; data: unknown }[] = [];
  for await (const event of example.predictionEvents(body)) events.push(event);
  return events;
}

describe('predictionEvents (the guide’s parser)', () => {
  it.each([1, 3, 7, 64, 4096])(
    'yields every event in order when the stream arrives in %i-byte chunks',
    async (size) => {
      const events = await collect(chunks(answerFrames.join(''), size));
      expect(events.map(({ event }) => event)).toEqual([
        'start',
        'token',
        'token',
        'sourceDocuments',
        'agent_trace',
        'metadata',
        'end',
      ]);
      expect(events[2]?.data).toBe(' items can be returned within 30 days — ünd fast.');
    },
  );

  it('reads frames whose lines end in CRLF, as a proxy may rewrite them', async () => {
    const events = await collect(chunks(answerFrames.join('').replace(/\n/g, '\r\n'), 5));
    expect(events).toHaveLength(answerFrames.length);
  });
});

describe('ask (the guide’s program) against a server that streams like the platform', () => {
  let server: Server;
  let baseUrl: string;
  const requests: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
  /** What the fake platform answers next. */
  let reply: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        requests.push({
          url: req.url,
          authorization: req.headers.authorization,
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const streamed = (frames: string[]) => (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    for (const item of frames) res.write(item);
    res.end();
  };

  it('sends streaming: true with the key and chat id, and returns the tokens joined and the metadata', async () => {
    reply = streamed(answerFrames);
    const pieces: string[] = [];
    const answer = await example.ask('Refunds?', {
      baseUrl,
      chatflowId: 'flow-1',
      apiKey: 'key-1',
      chatId: 'chat-1',
      onText: (text) => pieces.push(text),
    });
    expect(requests.at(-1)).toEqual({
      url: '/api/v1/prediction/flow-1',
      authorization: 'Bearer key-1',
      body: { question: 'Refunds?', streaming: true, chatId: 'chat-1' },
    });
    expect(answer.text).toBe('Opened items can be returned within 30 days — ünd fast.');
    expect(pieces.join('')).toBe(answer.text);
    expect(answer.chatId).toBe('7c1e5a90-3b2d-4f6e-8a1c-9d0e2f4b6a83');
    expect(answer.sourceDocuments).toHaveLength(1);
  });

  it('rejects with the message of an error event', async () => {
    reply = streamed([
      frame('start', 'Op'),
      frame('token', 'Op'),
      frame('error', 'Error: predictionsServices.buildChatflow - Unauthorized'),
      frame('end', '[DONE]'),
    ]);
    await expect(example.ask('Refunds?', { baseUrl, chatflowId: 'flow-1' })).rejects.toThrow(
      'Error: predictionsServices.buildChatflow - Unauthorized',
    );
    expect(requests.at(-1)?.authorization).toBeUndefined();
  });

  it('takes a JSON answer when the flow cannot stream', async () => {
    reply = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ text: 'Whole answer.', chatId: 'chat-2' }));
    };
    const pieces: string[] = [];
    const answer = await example.ask('Refunds?', {
      baseUrl,
      chatflowId: 'flow-1',
      onText: (text) => pieces.push(text),
    });
    expect(answer).toEqual({ text: 'Whole answer.', chatId: 'chat-2' });
    expect(pieces).toEqual(['Whole answer.']);
  });

  it('rejects with the status and body of a refused request', async () => {
    reply = (res) => {
      res.writeHead(429, { 'Content-Type': 'text/html' });
      res.end('You have sent too many messages, please try again later.');
    };
    await expect(example.ask('Refunds?', { baseUrl, chatflowId: 'flow-1' })).rejects.toThrow(
      '429: You have sent too many messages',
    );
  });
});
