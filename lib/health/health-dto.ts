import { z } from "zod";

/** GET /api/health: the process answers. */
export const livenessSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number().int() });

const check = z.object({ ok: z.boolean(), ms: z.number().int(), error: z.string().optional().describe("Why the check failed") });

/** The checks of GET /api/ready (also in the 503 answer's `checks`). */
export const readinessChecksSchema = z.object({
  database: check,
  storage: check.extend({ backend: z.string().describe('"local" or "s3"') }),
});

/** GET /api/ready when both answer. */
export const readySchema = z.object({ status: z.literal("ready"), checks: readinessChecksSchema });

export type ReadinessCheck = z.infer<typeof check>;
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;
