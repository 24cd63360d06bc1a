import type * as z from "zod/mini";
import type { EnquiryInput, EnquiryResponse } from "./enquiry-schema";

const ENQUIRY_ENDPOINT = "/mailservice/mailer.php";

/**
 * sent: the server answered success true; failed: it answered anything else; offline: the request
 * never reached it (no connection); error: its answer could not be read.
 */
export type SendOutcome = "sent" | "failed" | "offline" | "error";

/** How a send ended, and the field the server refused, if it named one of the visitor's. */
export type SendResult = { outcome: SendOutcome; field?: keyof FieldErrors };

/** The enquiry's Idempotency-Key: the current one, and a fresh one when the server refuses it. */
export type IdempotencyKeys = { current: () => string; renew: () => string };

const VISITOR_FIELDS = new Set<string>(["name", "email", "phone", "message"]);

async function post(payload: EnquiryInput, key: string) {
  const response = await fetch(ENQUIRY_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Partial<EnquiryResponse> };
}

/**
 * Posts an enquiry; the idempotency key makes a repeated request (a retry, a double submit) store
 * nothing more. A key the server already holds for another enquiry (422: a visitor who changed the
 * text after a send whose answer was lost) is renewed, and the enquiry sent once more under it.
 */
export async function sendEnquiry(
  payload: EnquiryInput,
  keys: IdempotencyKeys,
): Promise<SendResult> {
  try {
    let answer = await post(payload, keys.current());
    if (answer.status === 422) answer = await post(payload, keys.renew());
    if (answer.body.success === true) return { outcome: "sent" };
    const field = "field" in answer.body ? answer.body.field : undefined;
    return field && VISITOR_FIELDS.has(field)
      ? { outcome: "failed", field: field as keyof FieldErrors }
      : { outcome: "failed" };
  } catch (error) {
    console.error("The enquiry could not be sent:", error);
    // fetch rejects with a TypeError only when the request could not be made or answered.
    return { outcome: error instanceof TypeError ? "offline" : "error" };
  }
}

export type FieldErrors = Partial<Record<"name" | "email" | "phone" | "message", string>>;

/** Validates form values with a schema and returns the first error of each field. */
export function fieldErrors(schema: z.ZodMiniType, values: Record<string, string>): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}
