import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPanel } from '@site/src/data/askPanel';
import { formatEvent, type AskEvent } from '@site/src/lib/ask/protocol';
import { ASK_URL, AskFailure, FEEDBACK_URL, sendFeedback, streamAnswer } from './api';

const events: AskEvent[] = [
  { event: 'start', data: 'Öffne ' },
  { event: 'token', data: 'Öffne ' },
  { event: 'token', data: 'den Tab 🧩 [1].' },
  { event: 'sourceDocuments', data: [{ pageContent: '…', metadata: { source: '/docs/x#y', title: 'X' } }] },
  {
    event: 'metadata',
    data: { chatId: 'c', chatMessageId: 'm', question: 'q', followUpPrompts: [], answered: true },
  },
  { event: 'end', data: '[DONE]' },
];
const bytes = new TextEncoder().encode(events.map(formatEvent).join(''));

/** A response body handing over the stream in pieces of `size` bytes, splitting characters and lines anywhere. */
function body(size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

const streamHeaders = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-store' };

function answerWith(response: () => Response | Promise<Response>) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function collect(signal = new AbortController().signal) {
  const seen: { event: string; data: unknown }[] = [];
  await streamAnswer({ question: 'q', page: '/docs/intro' }, signal, (event) => seen.push(event));
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamAnswer', () => {
  it('posts the question as JSON and reads the events whatever the pieces the network cuts them into', async () => {
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const fetch = answerWith(() => new Response(body(size), { headers: streamHeaders }));
      expect(await collect(), `pieces of ${size} bytes`).toEqual(events);
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe(ASK_URL);
      expect(init?.method).toBe('POST');
      expect(JSON.parse(init?.body as string)).toEqual({ question: 'q', page: '/docs/intro' });
    }
  });

  it('fails with the service’s message for its JSON errors, and when to try again', async () => {
    const json = (status: number, message: string, headers: Record<string, string> = {}) =>
      answerWith(() => Response.json({ error: 'x', message }, { status, headers }));
    json(400, 'question: must be at most 1000 characters');
    await expect(collect()).rejects.toEqual(new AskFailure('question: must be at most 1000 characters'));
    json(429, 'Too many questions from this address.', { 'Retry-After': '30' });
    await expect(collect()).rejects.toThrow('Too many questions from this address. Try again in 30 s.');
    json(503, 'Too many answers are being written right now.', { 'Retry-After': '5' });
    await expect(collect()).rejects.toThrow('Too many answers are being written right now. Try again in 5 s.');
  });

  it('never shows the body of a 5xx, and says what a foreign error page was', async () => {
    answerWith(() => Response.json({ message: 'TypeError at /srv/app/server/ask.ts:12' }, { status: 500 }));
    await expect(collect()).rejects.toThrow('The answer service failed (HTTP 500).');
    answerWith(() => new Response('<html>Forbidden</html>', { status: 403 }));
    await expect(collect()).rejects.toThrow('The answer service refused the request (HTTP 403).');
  });

  it('fails plainly when the service cannot be reached, or answers with something else than events', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(collect()).rejects.toThrow(askPanel.errors.network);
    answerWith(() => Response.json({ answer: 'x' }));
    await expect(collect()).rejects.toThrow(askPanel.errors.unreadable);
  });

  it('says the answer broke off when the connection drops mid-stream', async () => {
    answerWith(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(bytes.slice(0, 40));
              controller.error(new TypeError('network error'));
            },
          }),
          { headers: streamHeaders },
        ),
    );
    await expect(collect()).rejects.toThrow(askPanel.errors.cutOff);
  });

  it('stops reading on abort, with the abort rather than a failure', async () => {
    const stop = new AbortController();
    answerWith(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(bytes.slice(0, 60));
              stop.signal.addEventListener('abort', () => controller.error(stop.signal.reason));
            },
          }),
          { headers: streamHeaders },
        ),
    );
    const reading = collect(stop.signal);
    stop.abort();
    const error: unknown = await reading.then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(AskFailure);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('sendFeedback', () => {
  it('posts the rating and resolves on 200', async () => {
    const fetch = answerWith(() => Response.json({ ok: true }));
    await sendFeedback({ chatMessageId: 'm', rating: 'down', comment: 'Wrong page' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(FEEDBACK_URL);
    expect(JSON.parse(init?.body as string)).toEqual({ chatMessageId: 'm', rating: 'down', comment: 'Wrong page' });
  });

  it('fails with the service’s message for an unknown answer', async () => {
    answerWith(() => Response.json({ error: 'not_found', message: 'chatMessageId: no such answer' }, { status: 404 }));
    await expect(sendFeedback({ chatMessageId: 'x', rating: 'up' })).rejects.toThrow('chatMessageId: no such answer');
  });
});
