import type { Operation } from "../operation";

export const SETTINGS_OPERATIONS: Operation[] = [];
