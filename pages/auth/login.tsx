import type { IncomingMessage } from "node:http";
import type { GetServerSideProps } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { getMaintenanceNotice, getMyself } from "@/lib/api/operations/foundation";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { safeRedirectTarget } from "@/lib/auth/redirect";

type Request = IncomingMessage & { cookies: Partial<Record<string, string>> };

/**
 * Asks this server's own API, at the address the request came in on: Next.js refuses modules that
 * import "server-only" (all of server/) in Pages Router code. Null when the call fails.
 */
async function ownApi(req: Request, path: string, cookie?: string): Promise<Response | null> {
  const { localAddress = "127.0.0.1", localPort } = req.socket;
  const host = localAddress.includes(":") ? `[${localAddress}]` : localAddress;
  try {
    const answer = await fetch(`http://${host}:${localPort}${path}`, {
      headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    });
    return answer;
  } catch {
    return null;
  }
}

/**
 * Whether the request's session cookie names a live session, with the visitor's cookies: 200 is a
 * signed-in user, 503 a signed-in non-admin during maintenance (the API answers 401 before 503),
 * whom the portal then sends to the maintenance page. Without a session cookie nothing is asked.
 */
async function signedIn(req: Request): Promise<boolean> {
  if (!req.cookies[SESSION_COOKIE]) return false;
  const answer = await ownApi(req, getMyself.path, req.headers.cookie ?? "");
  if (!answer) return false;
  await answer.arrayBuffer(); // read to its end, which frees the connection (cancelling the body hangs)
  return answer.ok || answer.status === 503;
}

/** The maintenance message while maintenance mode is on (D119), so people know before they type a password; null otherwise. */
async function maintenanceMessage(req: Request): Promise<string | null> {
  const answer = await ownApi(req, getMaintenanceNotice.path);
  if (!answer) return null;
  const body = (await answer.json().catch(() => null)) as { data?: { on?: boolean; message?: string | null } } | null;
  return body?.data?.on ? (body.data.message ?? null) : null;
}

// Only shown when not signed in: a signed-in user goes on to redirectTo or home.
export const getServerSideProps: GetServerSideProps<{ maintenanceMessage: string | null }> = async ({ req, query }) => {
  if (await signedIn(req)) {
    const redirectTo = typeof query.redirectTo === "string" ? query.redirectTo : null;
    return { redirect: { destination: safeRedirectTarget(redirectTo), permanent: false } };
  }
  return { props: { maintenanceMessage: await maintenanceMessage(req) } };
};

export default function LoginPage({ maintenanceMessage }: { maintenanceMessage: string | null }) {
  return <LoginForm maintenanceMessage={maintenanceMessage} />;
}
