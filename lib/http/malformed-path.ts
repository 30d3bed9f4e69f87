// A path whose %-escapes do not decode (`/api/flows/%E0%A4%A`, `/flow/%ZZ`, `/%`) makes Next fail
// with a plain-text 500 when it decodes the dynamic segment. The proxy answers those with a 400
// before routing. Pure, and cheap for the usual path without a "%".

/** True when some segment of the (still encoded) path has a %-escape that is not valid UTF-8. */
export function hasMalformedEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}
