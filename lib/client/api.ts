// Browser-side JSON calls with one error shape, so every form handles failures the same way.
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      message?: string;
      code?: string;
      fieldErrors?: Record<string, string[] | undefined>;
      /** The body's other fields, e.g. `flow` of a DUPLICATE_FLOW. */
      details?: Record<string, unknown>;
      network?: boolean;
    };

export function postJson<T = Record<string, unknown>>(url: string, body?: unknown, init: RequestInit = {}): Promise<ApiResult<T>> {
  return sendJson<T>("POST", url, body, init);
}

export function putJson<T = Record<string, unknown>>(url: string, body?: unknown, init: RequestInit = {}): Promise<ApiResult<T>> {
  return sendJson<T>("PUT", url, body, init);
}

export function patchJson<T = Record<string, unknown>>(url: string, body?: unknown, init: RequestInit = {}): Promise<ApiResult<T>> {
  return sendJson<T>("PATCH", url, body, init);
}

export function deleteJson<T = Record<string, unknown>>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  return sendJson<T>("DELETE", url, undefined, init);
}

/** Reads are never served from the HTTP cache: the data changes under the user's own actions. */
export function getJson<T = Record<string, unknown>>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  return sendJson<T>("GET", url, undefined, { cache: "no-store", ...init });
}

async function sendJson<T>(method: string, url: string, body: unknown, init: RequestInit): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      ...init,
    });
  } catch {
    return { ok: false, status: 0, network: true };
  }
  const data = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  // Error bodies carry their extra fields next to message and code (`{ message, code, flow }`).
  const { message, code, fieldErrors, ...details } = data;
  return { ok: false, status: res.status, message, code, fieldErrors, details };
}
