// Runs once per server process (Node.js runtime only): records each request's socket address
// (decision D62) and starts the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installJsonConsole } = await import("./server/http/logger");
  installJsonConsole();
  const { installPeerAddressHeader } = await import("./server/http/peer-address");
  installPeerAddressHeader();
  const { startBackgroundJobs } = await import("./server/jobs/start-background-jobs");
  startBackgroundJobs();
}
