/**
 * "Ask the docs": the stream `POST /api/ask` answers with, in the platform's own framing, so that one parser reads
 * our offline answers and a sidekick's relayed ones alike.
 *
 * The framing is the-answerai/theanswer's at 5da4286c0e69ac4c33a97c4daf1321051225c286
 * (packages/server/src/utils/SSEStreamer.ts): every event is written as `message:\ndata:<json>\n\n`, where `<json>`
 * is `{"event": <name>, "data": <payload>}`, and the stream's last event is written as
 * `message\ndata:{"event":"end","data":"[DONE]"}\n\n` (no colon after `message`). In server-sent-event terms
 * `message:` and `message` are both a field named "message" with no value, which readers ignore; the payload is
 * the `data:` line.
 */

/** A passage the answer cites: `metadata.source` is a page of this site and its heading, `/docs/...#anchor`. */
export interface SourceDocument {
  pageContent: string;
  metadata: { source: string; title: string };
}

/** The `metadata` event: sent once, after the answer's tokens. */
export interface AskMetadata {
  chatId: string;
  chatMessageId: string;
  question: string;
  followUpPrompts: string[];
  /** False when the docs had no answer to the question (the offline answer then says so). */
  answered: boolean;
}

export type AskEvent =
  | { event: 'start'; data: string }
  | { event: 'token'; data: string }
  | { event: 'sourceDocuments'; data: SourceDocument[] }
  | { event: 'metadata'; data: AskMetadata }
  | { event: 'error'; data: string }
  | { event: 'end'; data: '[DONE]' };

export type AskEventName = AskEvent['event'];

/** The request body of `POST /api/ask`. */
export interface AskRequest {
  question: string;
  /** The conversation this question follows up, from an earlier `metadata` event. */
  chatId?: string;
  /** The earlier turns of the conversation, oldest first. */
  history?: { role: 'user' | 'assistant'; content: string }[];
  /** The path of the page the reader asks from; its sections rank first when the question is ambiguous. */
  page?: string;
}

/** Longest question `POST /api/ask` accepts, in characters. */
export const MAX_QUESTION_LENGTH = 1000;

/** One event as the platform writes it. */
export function formatEvent(event: AskEvent): string {
  const json = JSON.stringify({ event: event.event, data: event.data });
  return event.event === 'end' ? `message\ndata:${json}\n\n` : `message:\ndata:${json}\n\n`;
}

/** The stream's closing event, as the platform writes it (SSEStreamer.removeClient). */
export const END_EVENT = formatEvent({ event: 'end', data: '[DONE]' });

/**
 * Reads a stream of events in that framing, fed in pieces that may split it anywhere: inside a line, between the
 * `\n\n` of a separator, or (when the caller decodes bytes with a streaming TextDecoder) inside a character.
 * Each complete event is handed to `onEvent` as `{event, data}`; a block whose data is not an object with a string
 * `event` is handed to `onInvalid` with its text, and reading goes on.
 */
export class EventStreamReader {
  private buffer = '';

  constructor(
    private readonly onEvent: (event: { event: string; data: unknown }) => void,
    private readonly onInvalid: (text: string) => void = () => {},
  ) {}

  /** Adds the next piece of the stream. */
  push(text: string): void {
    this.buffer += text;
    // Line ends may be \n, \r\n or \r (the server-sent-events grammar); normalise before looking for blank lines.
    // A trailing \r stays in the buffer: the \n that may follow it is still to come.
    const cut = this.buffer.endsWith('\r') ? this.buffer.length - 1 : this.buffer.length;
    const ready = this.buffer.slice(0, cut).replace(/\r\n?/g, '\n');
    const blocks = ready.split('\n\n');
    this.buffer = (blocks.pop() ?? '') + this.buffer.slice(cut);
    for (const block of blocks) this.dispatch(block);
  }

  /** The stream has ended: a last event without its blank line still counts. */
  end(): void {
    const rest = this.buffer.replace(/\r\n?/g, '\n');
    this.buffer = '';
    if (rest.trim() !== '') this.dispatch(rest);
  }

  private dispatch(block: string): void {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
      .join('\n');
    if (data === '') {
      // Comments (`: keep-alive`) and bare field lines carry nothing.
      if (block.split('\n').some((line) => line !== '' && !line.startsWith(':') && !/^message:?$/.test(line)))
        this.onInvalid(block);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      this.onInvalid(block);
      return;
    }
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { event?: unknown }).event === 'string') {
      const { event, data: payload } = parsed as { event: string; data?: unknown };
      this.onEvent({ event, data: payload });
    } else {
      this.onInvalid(block);
    }
  }
}
