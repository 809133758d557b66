// Starts the background jobs once per server process (Node.js runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startBackgroundJobs } = await import("./server/jobs/start-background-jobs");
  startBackgroundJobs();
}
