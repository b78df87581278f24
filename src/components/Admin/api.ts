/**
 * The console's one way to the server: JSON to and from /api/admin/*, with
 * the session cookie (same origin). Every failure becomes an ApiError with
 * the server's message, so a view can show it as it is.
 */

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** The HTTP status; 0 when no answer came back. */
    readonly status: number,
    message: string,
    /** The API's error code (`validation_failed`, `conflict`, …). */
    readonly code: string,
    /** The query or body field a `validation_failed` names. */
    readonly field?: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  field?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function fallbackMessage(status: number): string {
  if (status === 404) return 'Not found: the console may be switched off on this server.';
  if (status >= 500) return `The server failed (${status}). Try again in a moment.`;
  return `The server answered ${status}.`;
}

export async function adminRequest<T>(
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'No answer from the server. Check the connection and try again.', 'network');
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const error = (payload ?? {}) as ErrorBody;
    throw new ApiError(
      response.status,
      text(error.message) ?? fallbackMessage(response.status),
      text(error.error) ?? 'http_error',
      text(error.field),
    );
  }
  return payload as T;
}

/** The CSV download of a list, with the list's filters. */
export const exportUrl = (list: 'registrations' | 'subscribers' | 'questions', filters: URLSearchParams): string => {
  const query = filters.toString();
  return `/api/admin/${list}/export.csv${query ? `?${query}` : ''}`;
};
