"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, onUnauthenticated } from "@/lib/api/client";
import { REFRESH_CHECK_INTERVAL_MS, REFRESH_WHEN_WITHIN_MS, SESSION_EXPIRES_COOKIE } from "@/lib/auth/cookies";
import { abilityFromRules, type AppAbility } from "@/lib/permissions/rules";
import type { CurrentUserDto } from "@/lib/auth/current-user";

// The auth status machine of spec §4: UNKNOWN while the current user loads, then AUTHENTICATED or
// NOT_AUTHENTICATED. Every 60 s the session expiry (mirrored in a readable cookie) is checked:
// within 60 s of expiry the session is refreshed; an unreadable cookie logs the user out.
//
// The current user is asked for only where there can be one (issue 14 item 10): not on the public
// pages (sign-in, password reset, signing, maintenance, print, API docs), and not without the
// session's expiry cookie. There the status is NOT_AUTHENTICATED at once and no 401 is logged.
// Signed-out visitors of portal pages never get here: the portal layout answers them with a 307.

export type AuthStatus = "UNKNOWN" | "AUTHENTICATED" | "NOT_AUTHENTICATED";
type AuthContextValue = {
  status: AuthStatus;
  user: CurrentUserDto | null;
  ability: AppAbility;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);
const PUBLIC_PREFIXES = ["/auth", "/maintenance-mode", "/sign", "/print", "/api-docs"];

export function readSessionExpiry(): Date | null {
  const raw = document.cookie.split("; ").find((c) => c.startsWith(`${SESSION_EXPIRES_COOKIE}=`));
  if (!raw) return null;
  const date = new Date(decodeURIComponent(raw.slice(SESSION_EXPIRES_COOKIE.length + 1)));
  return Number.isNaN(date.getTime()) ? null : date;
}

const hasSessionCookie = () => document.cookie.split("; ").some((c) => c.startsWith(`${SESSION_EXPIRES_COOKIE}=`));
const noSubscription = () => () => {};
/** The session calls' descriptions, with zod, loaded at the first call rather than with the page (first-load size). */
const sessionCalls = () => import("@/lib/api/operations/foundation");

export function AuthProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const onPublicPath = PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  // The cookie is read again at every render (each navigation). The server assumes a session, as
  // the portal's pages are only served with one, so that the first render matches the server's; the
  // question waits until the browser's own answer is known (hydrated), so that no visitor without a
  // session (the not-found page) asks.
  const sessionCookie = useSyncExternalStore(noSubscription, hasSessionCookie, () => true);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const asks = !onPublicPath && sessionCookie;
  const query = useQuery({
    queryKey: ["myself"],
    queryFn: async () => (await callApi((await sessionCalls()).getMyself)).data,
    retry: false,
    staleTime: 5 * 60_000,
    enabled: asks && hydrated,
  });
  const status: AuthStatus = query.isSuccess ? "AUTHENTICATED" : query.isError || !asks ? "NOT_AUTHENTICATED" : "UNKNOWN";
  const user = query.isSuccess ? query.data : null;

  // Set while the page leaves for sign-in, so that the routing below does not send it there twice.
  const leaving = useRef(false);

  const logout = useCallback(async () => {
    leaving.current = true;
    await sessionCalls()
      .then((calls) => callApi(calls.logout))
      .catch(() => {});
    // The sign-in pages are the Pages Router's (D97): leaving for them is a full load, which drops the
    // query cache. Clearing it here would make the page still shown ask for the current user again.
    window.location.replace("/auth/login");
  }, []);

  // Marks the page as interactive (end-to-end tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // A 401 from any call means the session is gone (unless the page is already leaving for sign-in).
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (!leaving.current) void queryClient.invalidateQueries({ queryKey: ["myself"] });
      }),
    [queryClient],
  );

  // Route the user by auth status.
  useEffect(() => {
    if (leaving.current) {
      if (onPublicPath) leaving.current = false;
      return;
    }
    // The not-found page stays what it is, signed in or not.
    const onNotFoundPage = document.querySelector("[data-not-found]") !== null;
    if (status === "NOT_AUTHENTICATED" && !onPublicPath && !onNotFoundPage) {
      const here = `${pathname}${window.location.search}`;
      const signIn = `/auth/login?redirectTo=${encodeURIComponent(here)}`;
      leaving.current = true;
      // Without its expiry cookie the session is over for this browser (the 60-second check would
      // end it): it is ended on the server too, so that sign-in does not send the page back here.
      if (sessionCookie) window.location.replace(signIn);
      else
        void sessionCalls()
          .then((calls) => callApi(calls.logout))
          .catch(() => {})
          .finally(() => window.location.replace(signIn));
    }
  }, [status, onPublicPath, pathname, sessionCookie]);

  // The 60-second expiry check.
  const refreshing = useRef(false);
  useEffect(() => {
    if (status !== "AUTHENTICATED") return;
    const check = async () => {
      const expiresAt = readSessionExpiry();
      if (!expiresAt) return logout();
      if (expiresAt.getTime() - Date.now() > REFRESH_WHEN_WITHIN_MS || refreshing.current) return;
      refreshing.current = true;
      try {
        await callApi((await sessionCalls()).refreshSession);
      } catch {
        await queryClient.invalidateQueries({ queryKey: ["myself"] });
      } finally {
        refreshing.current = false;
      }
    };
    const timer = window.setInterval(check, REFRESH_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [status, logout, queryClient]);

  const ability = useMemo(() => abilityFromRules(user?.rules ?? []), [user]);
  const value = useMemo(() => ({ status, user, ability, logout }), [status, user, ability, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
