/**
 * A local stand-in for the platform's prediction and feedback endpoints, as the-answerai/theanswer answers them at
 * 5da4286c0e69ac4c33a97c4daf1321051225c286. Each behaviour names the file it comes from (paths under packages/).
 * It can split what it writes at any byte, write slowly, and fail in each way the platform does; tests set its
 * fields between requests.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the chatflow answers one question with. */
export interface StandInAnswer {
  /** The LLM's tokens in order; a first token of '' is what a model that opens with an empty chunk sends. */
  tokens: string[];
  sourceDocuments?: unknown[];
  /** Questions the flow's Follow-up Prompts setting generates; absent when it is off. */
  followUpPrompts?: string[];
}

export interface PredictionBody {
  question?: string;
  streaming?: boolean | string;
  chatId?: string;
  history?: { type: string; message: string }[];
  overrideConfig?: { vars?: Record<string, string> };
}

export interface ReceivedPrediction {
  authorization: string | undefined;
  origin: string | undefined;
  body: PredictionBody;
}

export interface ReceivedFeedback {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface StoredFeedback {
  id: string;
  chatflowid: string;
  chatId: string;
  messageId: string;
  rating: string;
  content?: string;
}

/**
 * - `hang`: takes the request and never answers: what the platform does with any error raised before the stream
 *   starts when the request asked to stream (middlewares/errors/index.ts writes nothing when `req.body.streaming`).
 * - `reset`: drops the connection before answering.
 * - `error-event`: streams `tokensBeforeFailure` tokens, then an `error` event and the end, as the controller does
 *   when the flow throws mid-run (server/src/controllers/predictions/index.ts).
 * - `reset-mid-stream` / `hang-mid-stream`: streams `tokensBeforeFailure` tokens, then drops the connection or
 *   stops writing without ending.
 */
export type StandInFailure = 'hang' | 'reset' | 'error-event' | 'reset-mid-stream' | 'hang-mid-stream';

export interface SidekickStandIn {
  /** The API host to configure (ASK_SIDEKICK_URL). */
  url: string;
  chatflowId: string;
  /** The flow's answer to a request (default: one sentence citing passage [1]). */
  answer: (body: PredictionBody) => StandInAnswer;
  /** Whether the flow can stream (controllers/predictions/index.ts, checkIfChatflowIsValidForStreaming). */
  streamable: boolean;
  /** The key attached to the chatflow (utils/validateKey.ts validateChatflowAPIKey); none: no key needed. */
  apiKey?: string;
  /** The flow's Allowed Domains (chatbotConfig.allowedOrigins); checked only when the request has an Origin. */
  allowedOrigins?: string[];
  /** The flow's Rate Limiting: at most `max` predictions, then 429 with its Limit Message (utils/rateLimit.ts). */
  rateLimit?: { max: number; message: string };
  failure?: StandInFailure;
  tokensBeforeFailure: number;
  /** Bytes per write (each written separately); 'random' cuts at random places. Default: as the platform writes. */
  chunkBytes?: number | 'random';
  /** Pause before each write, to test Stop and time-outs. */
  delayMs: number;
  /** The message the `error-event` failure reports. */
  failureMessage: string;
  predictions: ReceivedPrediction[];
  feedbackRequests: ReceivedFeedback[];
  feedback: Map<string, StoredFeedback>;
  /** Message ids of the answers it gave, with their chat: feedback may only name these. */
  messages: Map<string, string>;
  /** Predictions whose connection the client closed before the answer ended. */
  closedEarly: number;
  stop(): Promise<void>;
}

const DEFAULT_CHATFLOW = '7f2a5c3e-4b1d-4e8f-9a6c-2d3b4e5f6a7b';

/** express's res.send of a string: an HTML content type (the 403 and 429 bodies are plain sentences). */
function sendText(response: http.ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(text);
}

/** The error middleware's JSON (middlewares/errors/index.ts): only when the request did not ask to stream. */
function sendError(response: http.ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ statusCode: status, success: false, message, stack: {} }));
}

const isStreaming = (body: PredictionBody) => body.streaming === true || body.streaming === 'true';

export async function startSidekickStandIn(): Promise<SidekickStandIn> {
  const standIn: SidekickStandIn = {
    url: '',
    chatflowId: DEFAULT_CHATFLOW,
    answer: () => ({ tokens: ['Open', ' the', ' Embed', ' tab', ' [1].'] }),
    streamable: true,
    tokensBeforeFailure: 2,
    delayMs: 0,
    failureMessage: 'Error: predictionsServices.buildChatflow - 429 You exceeded your current quota',
    predictions: [],
    feedbackRequests: [],
    feedback: new Map(),
    messages: new Map(),
    closedEarly: 0,
    stop,
  };
  let predictionsCounted = 0;
  const sockets = new Set<Socket>();

  /** Writes the pieces one by one, re-cut as `chunkBytes` says, pausing `delayMs` before each. */
  async function writeAll(response: http.ServerResponse, pieces: string[]): Promise<boolean> {
    let chunks: Buffer[];
    if (standIn.chunkBytes === undefined) {
      chunks = pieces.map((piece) => Buffer.from(piece));
    } else {
      const bytes = Buffer.from(pieces.join(''));
      chunks = [];
      for (let at = 0; at < bytes.length;) {
        const size =
          standIn.chunkBytes === 'random' ? 1 + Math.floor(Math.random() * 24) : Math.max(1, standIn.chunkBytes);
        chunks.push(bytes.subarray(at, at + size));
        at += size;
      }
    }
    for (const chunk of chunks) {
      if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      if (response.destroyed || response.writableEnded) return false;
      response.write(chunk);
    }
    return !response.destroyed;
  }

  /** One event as SSEStreamer.ts writes it: `message:` before the data, `message` (no colon) for `error` and `end`. */
  const event = (name: string, data: unknown) =>
    `${name === 'error' || name === 'end' ? 'message' : 'message:'}\ndata:${JSON.stringify({ event: name, data })}\n\n`;

  async function predict(request: http.IncomingMessage, response: http.ServerResponse, chatflowId: string) {
    const raw = await readBody(request);
    let body: PredictionBody;
    try {
      body = JSON.parse(raw) as PredictionBody;
    } catch {
      sendError(response, 400, 'Unexpected token in JSON');
      return;
    }
    standIn.predictions.push({ authorization: request.headers.authorization, origin: request.headers.origin, body });
    const streaming = isStreaming(body);
    response.on('close', () => {
      if (!response.writableFinished) standIn.closedEarly += 1;
    });

    // express-rate-limit runs before the controller (routes/predictions/index.ts, getRateLimiterMiddleware).
    predictionsCounted += 1;
    if (standIn.rateLimit && predictionsCounted > standIn.rateLimit.max) {
      sendText(response, 429, standIn.rateLimit.message);
      return;
    }
    if (standIn.failure === 'hang') return;
    if (standIn.failure === 'reset') {
      request.socket.destroy();
      return;
    }
    if (chatflowId !== standIn.chatflowId) {
      // controllers/predictions/index.ts throws 404; with `streaming` set nothing is written back.
      if (!streaming) sendError(response, 404, `Chatflow ${chatflowId} not found`);
      return;
    }
    const origin = request.headers.origin;
    if (standIn.allowedOrigins?.length && origin) {
      const host = new URL(origin).host;
      const allowed = standIn.allowedOrigins.some((domain) => new URL(domain).host === host);
      if (!allowed) {
        const refusal = 'This site is not allowed to access this chatbot';
        if (streaming) sendText(response, 403, refusal);
        else sendError(response, 403, refusal);
        return;
      }
    }
    // utils/validateKey.ts: the chatflow's key must be the one after `Bearer `; utils/buildChatflow.ts throws
    // `Unauthorized`, which services/predictions/index.ts wraps as a 500.
    const supplied = request.headers.authorization?.split('Bearer ').pop();
    const keyRefused = standIn.apiKey !== undefined && supplied !== standIn.apiKey;
    const refusedMessage = 'Error: predictionsServices.buildChatflow - Unauthorized';
    const chatId = body.chatId ?? randomUUID();
    const chatMessageId = randomUUID();

    if (!(standIn.streamable && streaming)) {
      if (keyRefused) {
        if (!streaming) sendError(response, 500, refusedMessage);
        return;
      }
      const answer = standIn.answer(body);
      standIn.messages.set(chatMessageId, chatId);
      // buildChatflow.ts: the follow-up questions are stored as a JSON string, and the response carries
      // JSON.stringify of that string (absent when there are none).
      const result: Record<string, unknown> = {
        text: answer.tokens.join(''),
        question: body.question,
        chatId,
        chatMessageId,
        isStreamValid: false,
        sessionId: chatId,
        memoryType: 'Buffer Memory',
      };
      if (answer.followUpPrompts) result.followUpPrompts = JSON.stringify(JSON.stringify(answer.followUpPrompts));
      if (answer.sourceDocuments) result.sourceDocuments = answer.sourceDocuments;
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      await writeAll(response, [JSON.stringify(result)]);
      response.end();
      return;
    }

    // controllers/predictions/index.ts: the stream's headers go out before the flow runs.
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    if (keyRefused) {
      await writeAll(response, [event('error', refusedMessage), event('end', '[DONE]')]);
      response.end();
      return;
    }

    const answer = standIn.answer(body);
    const failing = standIn.failure;
    const tokens = failing ? answer.tokens.slice(0, standIn.tokensBeforeFailure) : answer.tokens;
    const pieces: string[] = [];
    tokens.forEach((token, index) => {
      // components/src/handler.ts: the first token is sent as `start`'s data, then (when not empty) as a token.
      if (index === 0) pieces.push(event('start', token));
      if (token) pieces.push(event('token', token));
    });
    if (failing === 'error-event') {
      pieces.push(event('error', standIn.failureMessage), event('end', '[DONE]'));
      if (await writeAll(response, pieces)) response.end();
      return;
    }
    if (failing === 'reset-mid-stream' || failing === 'hang-mid-stream') {
      await writeAll(response, pieces);
      // The tokens reach the client before the connection breaks, as when a platform dies mid-answer
      // (a reset together with the data would let the client discard what it had not read yet).
      if (failing === 'reset-mid-stream') setTimeout(() => request.socket.destroy(), 50);
      return;
    }
    if (answer.sourceDocuments) pieces.push(event('sourceDocuments', answer.sourceDocuments));
    standIn.messages.set(chatMessageId, chatId);
    // SSEStreamer.ts streamMetadataEvent decodes followUpPrompts once; buildChatflow.ts encoded it twice.
    const metadata: Record<string, unknown> = {
      chatId,
      chatMessageId,
      question: body.question,
      sessionId: chatId,
      memoryType: 'Buffer Memory',
    };
    if (answer.followUpPrompts) metadata.followUpPrompts = JSON.stringify(answer.followUpPrompts);
    pieces.push(event('metadata', metadata), event('end', '[DONE]'));
    if (await writeAll(response, pieces)) response.end();
  }

  /** routes/feedback/index.ts, controllers/feedback/index.ts, services/feedback/validation.ts. */
  async function feedback(request: http.IncomingMessage, response: http.ServerResponse, id: string) {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    standIn.feedbackRequests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    if (standIn.failure === 'hang') return;
    if (standIn.failure === 'reset') {
      request.socket.destroy();
      return;
    }
    if (request.method === 'PUT') {
      const existing = standIn.feedback.get(id);
      if (!existing) return sendError(response, 404, `Feedback with ID ${id} not found`);
      if (typeof body.rating === 'string') existing.rating = body.rating;
      if (typeof body.content === 'string') existing.content = body.content;
      return reply(200, { status: 'OK' });
    }
    const messageId = typeof body.messageId === 'string' ? body.messageId : undefined;
    if (!messageId) return sendError(response, 400, 'Message ID is required');
    const chatOfMessage = standIn.messages.get(messageId);
    if (!chatOfMessage) return sendError(response, 404, `Message with ID ${messageId} not found`);
    if (body.chatId !== undefined && body.chatId !== chatOfMessage) {
      return sendError(
        response,
        400,
        `Inconsistent chat ID: message with ID ${messageId} does not belong to chat with ID ${typeof body.chatId === 'string' ? body.chatId : JSON.stringify(body.chatId)}`,
      );
    }
    if ([...standIn.feedback.values()].some((stored) => stored.messageId === messageId)) {
      // entities/ChatMessageFeedback.ts is unique on messageId; the service wraps the database's refusal.
      return sendError(
        response,
        500,
        'Error: feedbackService.createChatMessageFeedbackForChatflow - duplicate key value violates unique constraint',
      );
    }
    const stored: StoredFeedback = {
      id: randomUUID(),
      chatflowid: typeof body.chatflowid === 'string' ? body.chatflowid : standIn.chatflowId,
      chatId: chatOfMessage,
      messageId,
      rating: String(body.rating),
      content: typeof body.content === 'string' ? body.content : undefined,
    };
    standIn.feedback.set(stored.id, stored);
    reply(200, { ...stored, createdDate: new Date().toISOString() });
  }

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0] ?? '';
    const prediction = /^\/api\/v1\/prediction\/([^/]+)$/.exec(path);
    const feedbackPath = /^\/api\/v1\/feedback\/([^/]+)$/.exec(path);
    const handled =
      request.method === 'POST' && prediction?.[1]
        ? predict(request, response, decodeURIComponent(prediction[1]))
        : (request.method === 'POST' || request.method === 'PUT') && feedbackPath?.[1]
          ? feedback(request, response, decodeURIComponent(feedbackPath[1]))
          : Promise.resolve(sendError(response, 404, 'Not found'));
    handled.catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function stop(): Promise<void> {
    return new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  }
  return standIn;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
