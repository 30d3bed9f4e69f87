// Where to send someone after login (`?callbackUrl=`): only a path on this site. Pure and free of
// server imports, so the login page (a 307) and the login form (window.location) share it.

const DEFAULT_REDIRECT = "/dashboard";

const MAX_LENGTH = 2048;
// Any origin works: only whether the target stays on it matters, and only its path is returned.
const BASE = "http://fluxoteca.invalid";

// C0 controls (tab and newline included: browsers silently drop them, so "/\t/evil" is "//evil"),
// DEL, C1, backslashes (read as "/" by browsers), and whitespace or invisible characters, which no
// address of this site contains unencoded.
const UNSAFE = /[\u0000-\u0020\u007F-\u00A0\\\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/;
const ENCODED_SLASH = /%(2f|5c)/i;

/** The part of a URL before its query and fragment. */
const pathOf = (value: string) => value.split(/[?#]/, 1)[0]!;

/** A path as one of ours: "/x" but not "//x", nothing a browser would strip or reinterpret. */
const isPlainPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !UNSAFE.test(path);

/**
 * `value` when it is a path on this site (normalised: "/a/../b" → "/b"), otherwise `fallback`.
 * Refused: anything not starting with a single "/", control or invisible characters, backslashes,
 * encoded slashes or backslashes in the path (also encoded twice), a path that only normalises to
 * "//host", malformed %-escapes, and anything that would resolve to another origin.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_REDIRECT): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !isPlainPath(value)) return fallback;
  // The path decoded as many times as anyone might decode it must still be a plain path of ours.
  let path = pathOf(value);
  for (let round = 0; ; round++) {
    if (ENCODED_SLASH.test(path)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return fallback;
    }
    if (decoded === path) break;
    // Still encoded after a few rounds: no address of ours looks like that.
    if (round === 4 || !isPlainPath(decoded)) return fallback;
    path = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || !isPlainPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
