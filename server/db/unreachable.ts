import "server-only";

/** Network errors, and PostgreSQL's "starting up", "shutting down" and connection-exception codes. */
const CODES =
  /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|57P0[1-3]|08...)$/;

/** Whether an error means the database could not be reached (an outage to wait out), not a fault. */
export function unreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === "string" && CODES.test(code)) ||
    (typeof message === "string" && /Connection terminated|timeout expired/i.test(message))
  );
}
