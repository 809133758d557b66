import { AsyncLocalStorage } from "node:async_hooks";
import { RequestCookies, ResponseCookies } from "next/dist/server/web/spec-extension/cookies";

// What `next/headers` gives a route handler, for the in-process requests of the authorization
// matrix: the request's headers and cookies, and a cookie jar whose changes (sign-in, refresh,
// sign-out) are added to the answer as Set-Cookie, as Next.js does. Next.js keeps this in its own
// request store, which only exists inside its server; the matrix test swaps `next/headers` for
// this module (vi.mock) and runs every request inside `withRequestScope`.

type Scope = { headers: Headers; cookies: RequestCookies; set: ResponseCookies };

const storage = new AsyncLocalStorage<Scope>();

function scope(): Scope {
  const current = storage.getStore();
  if (!current) throw new Error("next/headers was used outside a request of the authorization matrix");
  return current;
}

/** Runs `work` as the handling of a request with these headers; `setCookies` receives what it set. */
export function withRequestScope<T>(requestHeaders: Headers, work: () => Promise<T>): Promise<{ result: T; setCookies: string[] }> {
  const out = new Headers();
  const current: Scope = { headers: requestHeaders, cookies: new RequestCookies(requestHeaders), set: new ResponseCookies(out) };
  return storage.run(current, async () => {
    const result = await work();
    return { result, setCookies: out.getSetCookie() };
  });
}

/** The route handler's cookie jar: reads the request's cookies and what the handler set since. */
function jar() {
  const { cookies, set } = scope();
  return {
    get: (name: string) => set.get(name) ?? cookies.get(name),
    getAll: () => [...cookies.getAll(), ...set.getAll()],
    has: (name: string) => set.has(name) || cookies.has(name),
    set: (...args: Parameters<ResponseCookies["set"]>) => {
      set.set(...args);
      return jar();
    },
    delete: (name: string) => {
      set.delete(name);
      return jar();
    },
    toString: () => cookies.toString(),
  };
}

export const nextHeadersStub = {
  cookies: async () => jar(),
  headers: async () => scope().headers,
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};
