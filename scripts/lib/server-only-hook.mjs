// Outside Next.js (seed, weather import, benchmarks, Playwright's helpers), `import "server-only"`
// would throw: Next resolves it to an empty module for server code, and so does this hook.
// Loaded with `node --import ./scripts/lib/server-only-hook.mjs`.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
      return next(specifier, context);
    }
  `)}`,
);
