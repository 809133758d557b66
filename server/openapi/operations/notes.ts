import type { Operation } from "../operation";

export const NOTE_OPERATIONS: Operation[] = [];
