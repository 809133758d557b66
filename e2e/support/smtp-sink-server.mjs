// A real SMTP server for the end-to-end run: every message it receives is written to E2E_MAIL_DIR
// as JSON ({ from, to, raw }), where the tests read it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const message = {
        from: session.envelope.mailFrom?.address ?? "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      };
      writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(message));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`e2e SMTP sink on ${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
