/** A backend that has not answered by then counts as unreachable, so no screen waits forever. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A multipart upload (a resale form or photo of up to 5MB) on a slow uplink takes longer than an answer to a question. */
export const UPLOAD_TIMEOUT_MS = 120_000;
