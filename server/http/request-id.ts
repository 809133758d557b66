import "server-only";
// The request id (issue 15): taken from a caller's X-Request-Id when it is a sane token (a load
// balancer or another service may have set it), otherwise made here. The proxy puts it on the
// request, for the route handlers and their logs, and on the response.

export const REQUEST_ID_HEADER = "x-request-id";

const SANE = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && SANE.test(given) ? given : crypto.randomUUID();
}
