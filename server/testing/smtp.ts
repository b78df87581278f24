/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives,
 * with a small MIME reader so tests can look at subjects, bodies, headers and
 * attachments. It can be stopped and started again on the same port to play
 * an outage, or told to refuse mail with a given reply code.
 */
import { SMTPServer } from 'smtp-server';

export interface MimePart {
  headers: Map<string, string>;
  content: string;
}

export interface ReceivedMail {
  raw: string;
  headers: Map<string, string>;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/** RFC 2047 encoded words in a header (nodemailer uses them for long or non-ASCII subjects). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The leaf parts of a MIME message, depth first. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ headers, content: decode(body, headers.get('content-transfer-encoding')) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mimeParts(chunk.replace(/^\r\n/, '')));
}

export function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const parts = mimeParts(raw);
  const byType = (wanted: string) =>
    parts.find(
      (part) =>
        (part.headers.get('content-type') ?? '').toLowerCase().startsWith(wanted) &&
        !(part.headers.get('content-disposition') ?? '').startsWith('attachment'),
    )?.content ?? '';
  return {
    raw,
    headers,
    messageId: (headers.get('message-id') ?? '').replace(/[<>]/g, ''),
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: byType('text/plain'),
    html: byType('text/html'),
    attachments: parts
      .filter((part) => (part.headers.get('content-disposition') ?? '').startsWith('attachment'))
      .map((part) => ({
        filename: parameter(part.headers.get('content-disposition'), 'filename') ?? '',
        contentType: part.headers.get('content-type') ?? '',
        content: part.content,
      })),
  };
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** When set, every message is refused with this SMTP reply code (4xx: try later, 5xx: permanent). */
  refuseWith: number | undefined;
  /** Stops listening, as a crashed or unreachable mail server would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port: 0,
    url: '',
    messages: [],
    refuseWith: undefined,
    async start() {
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (sink.refuseWith === undefined) return callback();
          const error = Object.assign(new Error(`Refused for the test (${sink.refuseWith})`), {
            responseCode: sink.refuseWith,
          });
          callback(error);
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            sink.messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
            callback();
          });
        },
      });
      // A client that dies mid-session (the crash tests kill the service with
      // SIGKILL) resets its connection; SMTPServer reports that as an 'error'
      // event, which would be unhandled without a listener. A real mail server
      // drops such a session too, so the sink does the same.
      instance.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        instance.server.once('error', reject);
        instance.listen(sink.port, '127.0.0.1', () => resolve());
      });
      const address = instance.server.address();
      if (typeof address === 'object' && address) sink.port = address.port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
      server = instance;
    },
    async stop() {
      const instance = server;
      server = undefined;
      if (!instance) return;
      for (const connection of instance.connections) connection.close();
      await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(sink.messages)) {
        if (Date.now() > deadline)
          throw new Error(`SMTP sink: condition not met after ${timeoutMs} ms (${sink.messages.length} messages)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  await sink.start();
  return sink;
}
