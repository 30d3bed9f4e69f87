const BASE = "http://localhost:3000";

interface Options {
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Builds a Request the way a browser or API client would send it to a route handler. */
export function apiRequest(method: string, path: string, opts: Options = {}): Request {
  const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? "198.51.100.7", ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] ??= "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  return new Request(`${BASE}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
  });
}

/** `name=value` of the Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(res: Response): string {
  const setCookie = res.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

/** Route context for dynamic segments, as Next.js passes it. */
export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}
