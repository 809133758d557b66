import { z } from "zod";

// What people are told while maintenance mode is on (docs/decisions.md D119): the maintenance
// page, the sign-in page's notice and the admin's confirmation show the same text.

/** Shown when the admin left the message empty. */
export const DEFAULT_MAINTENANCE_MESSAGE = "We are making improvements. Please come back a little later.";

/** GET /api/maintenance (public): whether maintenance mode is on and, when on, the message shown. */
export const maintenanceNoticeSchema = z.object({
  on: z.boolean(),
  message: z.string().nullable().describe("The admin's message while maintenance is on (the default text when it is empty); null when off"),
});
export type MaintenanceNotice = z.output<typeof maintenanceNoticeSchema>;

/** The notice of a maintenance state: the message to show, only while maintenance is on. */
export function maintenanceNotice(state: { on: boolean; message: string }): MaintenanceNotice {
  return state.on ? { on: true, message: state.message.trim() || DEFAULT_MAINTENANCE_MESSAGE } : { on: false, message: null };
}
