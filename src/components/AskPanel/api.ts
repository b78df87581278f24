/**
 * The panel's two requests: `POST /api/ask`, read as a stream of events while it arrives (fetch, a ReadableStream
 * reader, a streaming TextDecoder and src/lib/ask/protocol's EventStreamReader), and `POST /api/ask/feedback`.
 * Failures become an AskFailure whose message a reader can act on: the service's own message for its JSON errors
 * (400 naming the field, 403, 429, 503), and never the body of a 5xx.
 */
import { askPanel } from '@site/src/data/askPanel';
import { EventStreamReader, type AskRequest } from '@site/src/lib/ask/protocol';

export const ASK_URL = '/api/ask';
export const FEEDBACK_URL = '/api/ask/feedback';

export class AskFailure extends Error {}

export interface FeedbackRequest {
  chatMessageId: string;
  rating: 'up' | 'down';
  comment?: string;
}

/** The sentence for an answer that is not OK: the service's message (and when to retry), or the status alone. */
async function failureOf(response: Response): Promise<AskFailure> {
  let message = '';
  if (response.status < 500 || response.status === 503) {
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message.trim();
    } catch {
      // Not our JSON error (a proxy's page, say): the status below says enough.
    }
  }
  if (message === '') {
    message =
      response.status >= 500
        ? `The answer service failed (HTTP ${response.status}).`
        : `The answer service refused the request (HTTP ${response.status}).`;
  }
  const seconds = Number(response.headers.get('Retry-After'));
  if (Number.isInteger(seconds) && seconds > 0) message += ` Try again in ${seconds} s.`;
  return new AskFailure(message);
}

async function post(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: url === ASK_URL ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AskFailure(askPanel.errors.network);
  }
}

/**
 * Asks, handing each event to `onEvent` as it arrives. Resolves when the stream ends; rejects with an AskFailure,
 * or with the abort when `signal` stops it (the Stop button).
 */
export async function streamAnswer(
  request: AskRequest,
  signal: AbortSignal,
  onEvent: (event: { event: string; data: unknown }) => void,
): Promise<void> {
  const response = await post(ASK_URL, request, signal);
  if (!response.ok) throw await failureOf(response);
  if (!response.body || !/^text\/event-stream\b/.test(response.headers.get('Content-Type') ?? '')) {
    throw new AskFailure(askPanel.errors.unreadable);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events = new EventStreamReader(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AskFailure(askPanel.errors.cutOff);
  }
  events.push(decoder.decode());
  events.end();
}

export async function sendFeedback(feedback: FeedbackRequest): Promise<void> {
  const response = await post(FEEDBACK_URL, feedback);
  if (!response.ok) throw await failureOf(response);
}
