/**
 * The visitor's unsent enquiry, kept in this tab (sessionStorage) until it is sent: a failed send
 * clears the form, as the specification says, without losing what was typed. It also carries the
 * enquiry's idempotency key, so a retry of a request whose answer was lost is not stored twice.
 */
export type EnquiryDraft = {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Sent as the Idempotency-Key header; a new one once the enquiry has been sent. */
  key: string;
};

const STORAGE_KEY = "enquiry-draft";

export function newIdempotencyKey(): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const hasText = (values: Omit<EnquiryDraft, "key">) =>
  Object.values(values).some((value) => value.trim() !== "");

const listeners = new Set<() => void>();

/** For useSyncExternalStore: forms see the draft change as it is saved or cleared. */
export function subscribeDraft(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Storage can be unavailable (disabled, full, a sandboxed frame): the form then works without a draft.
/** The stored draft as text (a stable snapshot for useSyncExternalStore); parse it with parseDraft. */
export function draftSnapshot(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function parseDraft(text: string | null): EnquiryDraft | null {
  try {
    const draft = JSON.parse(text ?? "null") as unknown;
    if (!draft || typeof draft !== "object") return null;
    const { name, email, phone, message, key } = draft as Record<string, unknown>;
    const fields = [name, email, phone, message, key];
    if (!fields.every((field) => typeof field === "string")) return null;
    return draft as EnquiryDraft;
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

export const saveDraft = (draft: EnquiryDraft) =>
  write(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft)));

export const clearDraft = () => write(() => sessionStorage.removeItem(STORAGE_KEY));
