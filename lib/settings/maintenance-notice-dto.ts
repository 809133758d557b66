import { z } from "zod";
import type { MaintenanceNotice } from "./maintenance-notice";

/** GET /api/maintenance (public): whether maintenance mode is on and, when on, the message shown. */
export const maintenanceNoticeSchema = z.object({
  on: z.boolean(),
  message: z.string().nullable().describe("The admin's message while maintenance is on (the default text when it is empty); null when off"),
});

maintenanceNoticeSchema satisfies z.ZodType<MaintenanceNotice>;
