// A real S3-compatible server for the tests (s3rver), on a free port with its files in a temporary
// folder. Used by the storage tests, the backup test and the three-instance test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * Starts s3rver with the given buckets. Returns the endpoint, the S3_* settings of the portal for
 * the first bucket, and stop() which closes the server and removes its folder.
 */
export async function startS3Server({ buckets = ["portal-files"], directory } = {}) {
  const dir = directory ?? mkdtempSync(path.join(tmpdir(), "portal-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    directory: dir,
    env: {
      S3_BUCKET: buckets[0],
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop({ keepFiles = false } = {}) {
      await server.close().catch(() => undefined);
      if (!keepFiles && !directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}
