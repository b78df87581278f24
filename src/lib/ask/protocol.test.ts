import { describe, expect, it } from 'vitest';
import { END_EVENT, EventStreamReader, formatEvent, type AskEvent } from './protocol';

const events: AskEvent[] = [
  { event: 'start', data: 'Open ' },
  { event: 'token', data: 'Open ' },
  { event: 'token', data: 'the “Embed” tab\nthen copy 🧩.' },
  {
    event: 'sourceDocuments',
    data: [{ pageContent: 'Paste the script.', metadata: { source: '/docs/developers/embed#script', title: 'Embed' } }],
  },
  {
    event: 'metadata',
    data: { chatId: 'c1', chatMessageId: 'm1', question: 'embed?', followUpPrompts: ['And React?'], answered: true },
  },
  { event: 'end', data: '[DONE]' },
];
const stream = events.map(formatEvent).join('');

function read(pieces: string[]): { event: string; data: unknown }[] {
  const seen: { event: string; data: unknown }[] = [];
  const reader = new EventStreamReader((event) => seen.push(event));
  for (const piece of pieces) reader.push(piece);
  reader.end();
  return seen;
}

describe('the platform framing (SSEStreamer.ts at 5da4286)', () => {
  it('writes `message:` before every event and `message` before the end event', () => {
    expect(formatEvent({ event: 'token', data: 'Hi' })).toBe('message:\ndata:{"event":"token","data":"Hi"}\n\n');
    expect(END_EVENT).toBe('message\ndata:{"event":"end","data":"[DONE]"}\n\n');
  });

  it('reads the whole stream back', () => {
    expect(read([stream])).toEqual(events);
  });

  it('reads it back when split at every single position', () => {
    for (let at = 1; at < stream.length; at += 1) {
      expect(read([stream.slice(0, at), stream.slice(at)])).toEqual(events);
    }
  });

  it('reads it back one character at a time, and from bytes split inside a character', () => {
    expect(read([...stream])).toEqual(events);
    const bytes = new TextEncoder().encode(stream);
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (let at = 0; at < bytes.length; at += 3) pieces.push(decoder.decode(bytes.slice(at, at + 3), { stream: true }));
    pieces.push(decoder.decode());
    expect(read(pieces)).toEqual(events);
  });

  it('accepts \\r\\n line ends, `data: ` with a space, comments, and a last event without its blank line', () => {
    const text =
      ': keep-alive\r\n\r\nmessage:\r\ndata: {"event":"token","data":"a"}\r\n\r\ndata:{"event":"end","data":"[DONE]"}';
    expect(read([text.slice(0, 20), text.slice(20)])).toEqual([
      { event: 'token', data: 'a' },
      { event: 'end', data: '[DONE]' },
    ]);
  });

  it('hands a block that is not an event to onInvalid and goes on', () => {
    const invalid: string[] = [];
    const seen: unknown[] = [];
    const reader = new EventStreamReader(
      (event) => seen.push(event),
      (text) => invalid.push(text),
    );
    reader.push('data:{not json}\n\ndata:[1]\n\nUnauthorized\n\n');
    reader.push(formatEvent({ event: 'token', data: 'ok' }));
    reader.end();
    expect(invalid).toEqual(['data:{not json}', 'data:[1]', 'Unauthorized']);
    expect(seen).toEqual([{ event: 'token', data: 'ok' }]);
  });
});
