/**
 * The visitor's unsent enquiry, kept in this tab (sessionStorage) until the server accepts it: a
 * failed send clears the form, as the specification says, without losing what was typed. It also
 * carries the enquiry's idempotency key, so a retry of a request whose answer was lost is not
 * stored twice. Each enquiry's subject keeps a draft of its own (`draftName`): the Contact Us
 * form's, and each service's, whether written in its inquiry modal or on the Contact Us page
 * reached from it.
 */
export type DraftFields = { name: string; email: string; phone: string; message: string };

export type EnquiryDraft = DraftFields & {
  /** Sent as the Idempotency-Key header; a new one once the enquiry has been sent. */
  key: string;
};

const DRAFT_FIELDS = ["name", "email", "phone", "message"] as const;

/** The storage name of the draft of enquiries about `source` (a service, or the Contact Us page). */
export const draftName = (source: string) => `enquiry-draft:${source}`;

export function newIdempotencyKey(): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether any of the visitor's four fields has text (the key is not the visitor's). */
export const hasText = (values: DraftFields) =>
  DRAFT_FIELDS.some((field) => values[field].trim() !== "");

const listeners = new Set<() => void>();

/** For useSyncExternalStore: forms see the draft change as it is saved or cleared. */
export function subscribeDraft(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Storage can be unavailable (disabled, full, a sandboxed frame): the form then works without a draft.
/** The stored draft as text (a stable snapshot for useSyncExternalStore); parse it with parseDraft. */
export function draftSnapshot(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

/** A stored draft, its text within `maxMessage` (a draft kept before the limit was the same everywhere). */
export function parseDraft(text: string | null, maxMessage: number): EnquiryDraft | null {
  try {
    const draft = JSON.parse(text ?? "null") as unknown;
    if (!draft || typeof draft !== "object") return null;
    const record = draft as Record<string, unknown>;
    const fields = [...DRAFT_FIELDS, "key"].map((field) => record[field]);
    if (!fields.every((field) => typeof field === "string")) return null;
    const { name, email, phone, message, key } = draft as EnquiryDraft;
    return { name, email, phone, message: message.slice(0, maxMessage), key };
  } catch {
    return null;
  }
}

function write(change: () => void) {
  try {
    change();
  } catch {}
  for (const listener of listeners) listener();
}

export const saveDraft = (name: string, draft: EnquiryDraft) =>
  write(() => sessionStorage.setItem(name, JSON.stringify(draft)));

export const clearDraft = (name: string) => write(() => sessionStorage.removeItem(name));
