import { defineConfig } from "vitest/config";

// Each run gets its own template database, so that runs side by side (worktrees, CI) never clash.
process.env.TEST_RUN_ID ??= `${process.pid}`;

// Unit and integration tests. Integration tests run against a real PostgreSQL: a template database
// is migrated and seeded once per run, and every test file gets its own copy of it.
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Server modules say `import "server-only"`; Next.js resolves it to an empty module on the
      // server, and so do the tests.
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/database-per-file.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
    // next-auth's ESM imports `next/server` without its extension, which Node cannot resolve
    // outside a Next.js build: let Vite load it (tests/security/authorization-matrix.test.ts calls
    // its route handlers).
    server: { deps: { inline: ["next-auth"] } },
  },
});
