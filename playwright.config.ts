import { defineConfig } from "@playwright/test";
import { E2E } from "./e2e/support/settings";
// The specs import a few server modules (signed links), which say `import "server-only"`: Next.js
// resolves it to an empty module on the server, and so does this hook for the runner and its
// workers (each loads this file before the specs).
import "./scripts/lib/server-only-hook.mjs";

// End-to-end tests against the production build on a fresh PostgreSQL database, with a real SMTP
// server that receives the portal's emails. Debian's Chromium (apt-get install chromium).
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more: on a loaded 2-core machine a page sometimes shows its form
  // twice for a moment after loading (under investigation); a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "e2e/.artifacts/results",
  use: {
    baseURL: E2E.baseURL,
    // As the portal's own pages: a bodyless or multipart write needs its Origin (docs/decisions.md D109).
    extraHTTPHeaders: { Origin: new URL(E2E.baseURL).origin },
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node e2e/support/smtp-sink-server.mjs",
      port: E2E.smtpPort,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(E2E.smtpPort), E2E_MAIL_DIR: E2E.mailDir },
    },
    {
      command: "node e2e/support/start-e2e-server.mjs",
      url: `${E2E.baseURL}/auth/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: E2E.serverEnv,
    },
  ],
});
