// Text that reaches Postgres must be valid UTF-8 without NUL: a `text` parameter holding U+0000 and a
// `jsonb` value with `\u0000` or an unpaired `\ud800` escape are refused by the database (a 500).
// Pure and free of server imports: the browser forms use the same rules.

// Without the `u` flag these match UTF-16 code units, so an unpaired surrogate is found on its own.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LONE_SURROGATE_TEST = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has a high surrogate without its low half (or the reverse). */
export function hasLoneSurrogate(value: string): boolean {
  // The native check (Node 20, current browsers) is much faster on large workflow JSON.
  return typeof value.isWellFormed === "function" ? !value.isWellFormed() : LONE_SURROGATE_TEST.test(value);
}

/**
 * Each unpaired surrogate becomes U+FFFD, what a UTF-8 encoder writes for it anyway: text columns
 * already store it that way, and `jsonb` would refuse the escaped form outright.
 */
export function toWellFormed(value: string): string {
  return hasLoneSurrogate(value) ? value.replace(LONE_SURROGATE, "\uFFFD") : value;
}

// Tab, line feed, vertical tab, form feed, carriage return and NEL separate words: they become a space.
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085]/g;
// Every other C0 control (NUL included), DEL and the C1 controls are dropped.
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** True when the text holds a C0 control (NUL, tab, newline…), DEL or a C1 control. */
export function hasControlCharacter(value: string): boolean {
  return ANY_CONTROL.test(value);
}

/**
 * Text read from a URL (a search box, a filter, an address): spacing controls become spaces, other
 * control characters are removed and lone surrogates become U+FFFD, so that whatever the query
 * string holds, the database receives valid text and the page still answers.
 */
export function cleanQueryText(value: string): string {
  const wellFormed = toWellFormed(value);
  if (!hasControlCharacter(wellFormed)) return wellFormed;
  return wellFormed.replace(SPACING_CONTROLS, " ").replace(OTHER_CONTROLS, "");
}
