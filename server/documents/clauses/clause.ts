import "server-only";
/** A clause of a document: its heading and its text. */
export type Clause = { title: string; text: string };
