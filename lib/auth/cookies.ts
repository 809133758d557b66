// Cookie names shared by the server and the browser. The session token itself is httpOnly; its
// expiry is mirrored in a readable cookie so that the browser can refresh before it runs out
// (spec §4: a check every 60 s refreshes when the expiry is within 60 s).
export const SESSION_COOKIE = "portal.session-token";
export const SESSION_EXPIRES_COOKIE = "portal.session-expires";
export const REFRESH_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_WHEN_WITHIN_MS = 60_000;
