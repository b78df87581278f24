/**
 * One answer as the panel shows it, built from the events of `POST /api/ask` (src/lib/ask/protocol.ts) one at a
 * time. The payloads come from the network, so each is checked before it is used; an event that does not fit is
 * skipped rather than trusted.
 */
import type { AskMetadata } from './protocol';
import { isSitePath } from '../links';

/** A source of the answer: `[n]` in its text points at the one whose `number` is n. */
export interface Citation {
  number: number;
  /** A path of this site with its heading, `/docs/...#anchor`. */
  href: string;
  title: string;
}

export type AnswerStatus = 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface AnswerState {
  status: AnswerStatus;
  text: string;
  citations: Citation[];
  metadata?: AskMetadata;
  /** What went wrong, in words for the reader (status `failed`). */
  error?: string;
}

export const emptyAnswer: AnswerState = { status: 'waiting', text: '', citations: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function citationsOf(data: unknown): Citation[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, index): Citation[] => {
    const metadata = isRecord(item) ? item.metadata : undefined;
    if (!isRecord(metadata) || typeof metadata.source !== 'string' || !isSitePath(metadata.source)) return [];
    const title = typeof metadata.title === 'string' && metadata.title.trim() !== '' ? metadata.title : metadata.source;
    return [{ number: index + 1, href: metadata.source, title }];
  });
}

/** The follow-up questions; a sidekick's relay may still hand them over as a JSON string (buildChatflow.ts). */
function promptsOf(value: unknown): string[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

function metadataOf(data: unknown): AskMetadata | undefined {
  if (!isRecord(data) || typeof data.chatId !== 'string' || typeof data.chatMessageId !== 'string') return undefined;
  return {
    chatId: data.chatId,
    chatMessageId: data.chatMessageId,
    question: typeof data.question === 'string' ? data.question : '',
    followUpPrompts: promptsOf(data.followUpPrompts),
    answered: data.answered !== false,
  };
}

/** The answer after one more event. */
export function applyEvent(answer: AnswerState, event: { event: string; data: unknown }): AnswerState {
  switch (event.event) {
    // `start` repeats the first token, which also comes as a `token` (the platform's handler.ts at 5da4286 sends
    // both): it only says that the answer has begun.
    case 'start':
      return { ...answer, status: 'streaming' };
    case 'token':
      return typeof event.data === 'string'
        ? { ...answer, status: 'streaming', text: answer.text + event.data }
        : answer;
    case 'sourceDocuments':
      return { ...answer, citations: citationsOf(event.data) };
    case 'metadata': {
      const metadata = metadataOf(event.data);
      return metadata ? { ...answer, metadata } : answer;
    }
    case 'error':
      return {
        ...answer,
        status: 'failed',
        error: typeof event.data === 'string' && event.data.trim() !== '' ? event.data : 'The answer failed.',
      };
    case 'end':
      return answer.status === 'failed' ? answer : { ...answer, status: 'done' };
    default:
      return answer;
  }
}

/** The answer and its sources as text to paste elsewhere: links made absolute against `origin`. */
export function copyText(answer: Pick<AnswerState, 'text' | 'citations'>, origin: string): string {
  const text = answer.text.trim().replace(/\]\(\/(?!\/)/g, `](${origin}/`);
  if (answer.citations.length === 0) return text;
  const sources = answer.citations.map(
    (citation) => `[${citation.number}] ${citation.title}: ${origin}${citation.href}`,
  );
  return `${text}\n\nSources:\n${sources.join('\n')}`;
}
