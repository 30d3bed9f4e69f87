import { NextResponse, type NextRequest } from "next/server";

// Optimistic redirect only: a visitor without a session cookie never sees a signed-in page flash.
// The real checks (valid token, status, role) run in every page, action and route handler.
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/dashboard/:path*", "/profile/:path*", "/flow/:path*", "/fluxos/:path*", "/admin/:path*"],
};
