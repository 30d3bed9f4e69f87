import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authenticate } from "./accounts";
import { loginSchema } from "./schemas";
import { authSecret } from "./secret";
import { SESSION_MAX_AGE, secureCookies } from "./session-token";

/**
 * Auth.js with e-mail + password and JWT sessions. Its session cookie is the one `/api/auth/login`
 * sets; `tv` (token version) lets lib/auth/viewer end sessions on ban or password change.
 */
export const { handlers, auth, signOut } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw) {
        const parsed = loginSchema.safeParse(raw);
        if (!parsed.success) return null;
        try {
          const user = await authenticate(parsed.data);
          return { id: user.id, name: user.name, email: user.email, tv: user.tokenVersion };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.tv = (user as { tv?: number }).tv ?? 0;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
});
