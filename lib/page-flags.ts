// Two facts a prerendered or shared cached page cannot know when it is rendered, read from cookies
// by a one-line script in <head> before the first paint and set as attributes on <html>:
// - `data-demo`: the server runs in demo mode. Read when the server runs, never when it is built;
//   proxy.ts sets the cookie on a demo server's responses and removes it elsewhere.
// - `data-conta`: this browser has signed in. Only a rendering hint (the login route sets it beside
//   the httpOnly session cookie, logout removes it); it grants nothing, so public pages can show the
//   account area's placeholder instead of "Entrar" while the real session is fetched.
export const DEMO_COOKIE = "fluxoteca-demo";
export const ACCOUNT_HINT_COOKIE = "fluxoteca-conta";

export const PAGE_FLAGS_SCRIPT = `(function(){var c="; "+document.cookie,e=document.documentElement;if(c.indexOf("; ${DEMO_COOKIE}=1")>=0)e.setAttribute("data-demo","");if(c.indexOf("; ${ACCOUNT_HINT_COOKIE}=1")>=0)e.setAttribute("data-conta","")})()`;

export function demoModeFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.DEMO_MODE === "1" || env.DEMO_MODE === "true";
}
