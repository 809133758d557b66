import type { IncomingMessage } from "node:http";
import type { GetServerSideProps } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { getMyself } from "@/lib/api/operations/foundation";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { safeRedirectTarget } from "@/lib/auth/redirect";

/**
 * Whether the request's session cookie names a live session. Next.js refuses modules that import
 * "server-only" (all of server/) in Pages Router code, so this server asks its own API, at the
 * address the request came in on, with the visitor's cookies: 200 is a signed-in user, 503 a
 * signed-in non-admin during maintenance (the API answers 401 before 503), whom the portal then
 * sends to the maintenance page. Without a session cookie nothing is asked.
 */
async function signedIn(req: IncomingMessage & { cookies: Partial<Record<string, string>> }): Promise<boolean> {
  if (!req.cookies[SESSION_COOKIE]) return false;
  const { localAddress = "127.0.0.1", localPort } = req.socket;
  const host = localAddress.includes(":") ? `[${localAddress}]` : localAddress;
  try {
    const answer = await fetch(`http://${host}:${localPort}${getMyself.path}`, {
      headers: { Accept: "application/json", Cookie: req.headers.cookie ?? "" },
    });
    await answer.arrayBuffer(); // read to its end, which frees the connection (cancelling the body hangs)
    return answer.ok || answer.status === 503;
  } catch {
    return false;
  }
}

// Only shown when not signed in: a signed-in user goes on to redirectTo or home.
export const getServerSideProps: GetServerSideProps = async ({ req, query }) => {
  if (await signedIn(req)) {
    const redirectTo = typeof query.redirectTo === "string" ? query.redirectTo : null;
    return { redirect: { destination: safeRedirectTarget(redirectTo), permanent: false } };
  }
  return { props: {} };
};

export default function LoginPage() {
  return <LoginForm />;
}
