// What people are told while maintenance mode is on (docs/decisions.md D119): the maintenance
// page, the sign-in page's notice and the admin's confirmation show the same text. No zod here:
// the settings page loads this (the wire schema is in maintenance-notice-dto.ts).

/** Shown when the admin left the message empty. */
export const DEFAULT_MAINTENANCE_MESSAGE = "We are making improvements. Please come back a little later.";

/** GET /api/maintenance: whether maintenance mode is on and, when on, the message shown. */
export type MaintenanceNotice = { on: boolean; message: string | null };

/** The notice of a maintenance state: the message to show, only while maintenance is on. */
export function maintenanceNotice(state: { on: boolean; message: string }): MaintenanceNotice {
  return state.on ? { on: true, message: state.message.trim() || DEFAULT_MAINTENANCE_MESSAGE } : { on: false, message: null };
}
