import type * as z from "zod/mini";
import type { EnquiryInput } from "./enquiry-schema";

const ENQUIRY_ENDPOINT = "/mailservice/mailer.php";

/** sent: the server answered success true; failed: it answered anything else; error: the request or its parsing threw. */
export type SendOutcome = "sent" | "failed" | "error";

/** Posts an enquiry; the idempotency key makes a repeated request (a retry, a double submit) store nothing more. */
export async function sendEnquiry(
  payload: EnquiryInput,
  idempotencyKey: string,
): Promise<SendOutcome> {
  try {
    const response = await fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(payload),
    });
    const body = (await response.json()) as { success?: unknown };
    return body.success === true ? "sent" : "failed";
  } catch (error) {
    console.error("The enquiry could not be sent:", error);
    return "error";
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
