import "server-only";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-limits";
import type { EnquiryRecord } from "./db/types";

/** How long one webhook delivery may take before it counts as failed and is retried. */
const TIMEOUT_MS = 10_000;

/** The summary a chat webhook receives: enough to see who wrote and about what. */
function webhookPayload(enquiry: EnquiryRecord) {
  return {
    id: enquiry.id,
    createdAt: new Date(enquiry.createdAt).toISOString(),
    name: enquiry.name,
    email: enquiry.email,
    source: enquiry.source || CONTACT_PAGE_SOURCE,
    /** The page's language, as the endpoint takes it ("en", "ar"). */
    language: enquiry.language,
    message: enquiry.message.slice(0, 500),
    /** Where it came from: each value null when the visitor's tab did not know it. */
    attribution: enquiry.attribution,
  };
}

/**
 * Posts an enquiry's summary to the webhook; anything but a 2xx answer throws, so the outbox retries
 * it with backoff. The Message-ID goes along as Idempotency-Key, so a receiver can fold the resend
 * that follows a crash between its answer and the mark.
 */
export async function postWebhook(url: string, enquiry: EnquiryRecord): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": enquiry.messageId },
    body: JSON.stringify(webhookPayload(enquiry)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "error",
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}
