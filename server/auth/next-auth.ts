import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { AppError } from "@/lib/api/errors";
import { loginSchema } from "@/lib/auth/schemas";
import { db } from "@/server/db";
import { env, useSecureCookies } from "@/server/env";
import { actorForSession } from "./current-actor";
import { signInWithPassword } from "./sign-in-with-password";
import { clientAddress } from "@/server/http/client-address";
import { parseInput } from "@/server/http/parse-input";

class PortalSignInError extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

declare module "next-auth" {
  interface Session {
    sid?: string;
  }
  interface User {
    sid?: string;
  }
}

// next-auth runs the page sessions: its JWT cookie (the same one /api/login issues) carries the id
// of a Session row, which getActor() checks on every request.
export const { handlers, auth } = NextAuth(() => ({
  secret: env().AUTH_SECRET,
  trustHost: true,
  session: { strategy: "jwt", maxAge: env().SESSION_TTL_MINUTES * 60 },
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies() },
    },
  },
  pages: { signIn: "/auth/login", error: "/auth/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        try {
          const result = await signInWithPassword(
            parseInput(loginSchema, { email: String(credentials?.email ?? ""), password: String(credentials?.password ?? "") }),
            { ip: clientAddress(request.headers), userAgent: request.headers.get("user-agent") },
          );
          return { id: String(result.user.id), email: result.user.email, sid: result.sessionId };
        } catch (error) {
          if (error instanceof AppError) throw new PortalSignInError(error.code);
          throw error;
        }
      },
    }),
  ],
  events: {
    // next-auth's own sign-out endpoint ends the Session row too, like POST /api/logout.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") {
        await db.session.updateMany({ where: { id: sid, revokedAt: null }, data: { revokedAt: new Date() } });
      }
    },
  },
  callbacks: {
    // The Session row is the authority here too: a cookie whose row was revoked, has expired or
    // belongs to a blocked account (disabled user or company, access period) is no session, and
    // next-auth clears it instead of answering /api/auth/session with a session and a renewed cookie.
    async jwt({ token, user }) {
      if (user?.sid) token.sid = user.sid;
      if (typeof token.sid !== "string" || !(await actorForSession(token.sid))) return null;
      return token;
    },
    session({ session, token }) {
      if (typeof token.sid === "string") session.sid = token.sid;
      return session;
    },
  },
  logger: {
    error(error) {
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error(error);
    },
  },
}));
