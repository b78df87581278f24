/**
 * A local stand-in for MailerLite's subscriber API (POST /api/subscribers,
 * an upsert by email: 201 for a new address, 200 for one it has). It can be
 * stopped and started on the same port to play an outage, or told to answer
 * every request with a given status.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedUpsert {
  authorization: string | undefined;
  body: { email: string; fields?: Record<string, unknown>; groups?: string[]; status?: string };
}

export interface MailerLiteStandIn {
  /** The API base to configure, `http://127.0.0.1:<port>/api`. */
  url: string;
  /** Every upsert it accepted, in order. */
  accepted: ReceivedUpsert[];
  /** Every request it received, answered or not. */
  requests: number;
  /** The subscribers it holds, by address. */
  subscribers: Map<string, ReceivedUpsert['body']>;
  /** Answer every request with this status (and a JSON error) instead of accepting it. */
  answerWith?: number;
  /** Retry-After (seconds) sent with those answers. */
  retryAfter?: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMailerLiteStandIn(): Promise<MailerLiteStandIn> {
  const standIn: MailerLiteStandIn = {
    url: '',
    accepted: [],
    requests: 0,
    subscribers: new Map(),
    stop,
    start,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.requests++;
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/api/subscribers') {
        reply(404, { message: 'Not found' });
        return;
      }
      if (standIn.answerWith !== undefined) {
        const status = standIn.answerWith;
        if (standIn.retryAfter) response.setHeader('Retry-After', standIn.retryAfter);
        reply(status, {
          message: status === 422 ? 'The given data was invalid.' : 'Service unavailable',
          ...(status === 422 ? { errors: { email: ['The email must be a valid email address.'] } } : {}),
        });
        return;
      }
      let body: ReceivedUpsert['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedUpsert['body'];
      } catch {
        reply(400, { message: 'Malformed JSON' });
        return;
      }
      const existed = standIn.subscribers.has(body.email);
      standIn.subscribers.set(body.email, body);
      standIn.accepted.push({ authorization: request.headers.authorization, body });
      reply(existed ? 200 : 201, { data: { id: String(standIn.subscribers.size), email: body.email } });
    });
  });

  let port = 0;
  function start(): Promise<void> {
    return new Promise((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        standIn.url = `http://127.0.0.1:${port}/api`;
        resolve();
      });
    });
  }
  function stop(): Promise<void> {
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
  await start();
  return standIn;
}
