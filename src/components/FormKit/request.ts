/** A JSON POST that always resolves: status 0 when no answer came back (offline, blocked). */
export interface JsonAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
  response: Response | null;
}

export async function postJson(url: string, payload: unknown, { readBody = true } = {}): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    return { status: 0, ok: false, body: null, response: null };
  }
  let body: unknown = null;
  if (readBody || !response.ok) {
    try {
      body = await response.json();
    } catch {
      body = null;
    }
  }
  return { status: response.status, ok: response.ok, body, response };
}

export async function getJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}
