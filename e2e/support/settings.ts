import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/portal_e2e_${port}`;
  return url.toString();
})();

export const E2E = {
  baseURL: `http://localhost:${port}`,
  port,
  smtpPort,
  databaseUrl,
  mailDir: path.resolve(import.meta.dirname, "../.artifacts/mail"),
  serverEnv: {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    TEST_DATABASE_URL: serverUrl,
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
    APP_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    MAIL_FROM: "Weather Event Portal <no-reply@portal.test>",
    EMAIL_POLL_INTERVAL_MS: "300",
    SESSION_TTL_MINUTES: "30",
    NEXT_TELEMETRY_DISABLED: "1",
    // The hardening spec acts as a proxy: it names each test's client address in X-Forwarded-For.
    TRUSTED_PROXIES: "127.0.0.1,::1",
    ...(process.env.WEATHER_DATA_DIR ? { WEATHER_DATA_DIR: process.env.WEATHER_DATA_DIR } : {}),
  },
};
