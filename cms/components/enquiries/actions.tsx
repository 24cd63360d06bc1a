"use client";
import { useTranslation } from "@payloadcms/ui";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { HANDLINGS, type EnquiryView } from "../../../lib/enquiry-inbox";
import { copyFor } from "./copy";

const noSubscription = () => () => {};

type Props = {
  id: number;
  handling: EnquiryView["handling"];
  assignedTo: string | null;
  colleagues: string[];
};

/**
 * What the sales team does with an enquiry: mark it (with a note), assign it, or erase it after a
 * confirmation. Each goes through the editor's API (cms/enquiries/endpoints.ts), which records it;
 * the page then shows the enquiry and its history as stored.
 */
export function EnquiryActions({ id, handling, assignedTo, colleagues }: Props) {
  const { i18n } = useTranslation();
  const copy = copyFor(i18n.language);
  const router = useRouter();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Until its script runs, a button here would do nothing (or send the form as a page address):
  // each is disabled until then.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const idle = ready && !busy;

  const send = async (method: "PATCH" | "DELETE", body?: object) => {
    setBusy(true);
    setSaid(null);
    try {
      const response = await fetch(`/api/enquiries/${id}`, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body && JSON.stringify(body),
        credentials: "same-origin",
      });
      const answer = (await response.json().catch(() => ({}))) as { reason?: string };
      if (!response.ok) {
        setSaid({ ok: false, text: answer.reason ?? `${response.status}` });
        return;
      }
      if (method === "DELETE") {
        router.push("/admin/enquiries");
        return;
      }
      setSaid({ ok: true, text: copy.saved });
      router.refresh();
    } catch {
      setSaid({ ok: false, text: copy.unavailable });
    } finally {
      setBusy(false);
    }
  };

  const mark = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const note = String(fields.get("note") ?? "").trim();
    void send("PATCH", { handling: fields.get("handling"), ...(note && { note }) }).then(() =>
      form.reset(),
    );
  };
  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get("assignedTo") ?? "");
    void send("PATCH", { assignedTo: to || null });
  };

  return (
    <section aria-labelledby="enquiry-work" className="enquiries__work">
      <h2 id="enquiry-work">{copy.work}</h2>
      <form onSubmit={mark} className="enquiries__stack">
        <label className="enquiries__field">
          <span>{copy.markAs}</span>
          <select name="handling" defaultValue={handling === "open" ? "replied" : handling}>
            {HANDLINGS.map((value) => (
              <option key={value} value={value}>
                {copy.handlings[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="enquiries__field">
          <span>{copy.note}</span>
          <textarea name="note" rows={3} maxLength={2000} dir="auto" />
        </label>
        <button type="submit" disabled={!idle} className="btn btn--style-primary btn--size-medium">
          {copy.save}
        </button>
      </form>
      <form onSubmit={assign} className="enquiries__stack">
        <label className="enquiries__field">
          <span>{copy.assign}</span>
          <select name="assignedTo" defaultValue={assignedTo ?? ""}>
            <option value="">{copy.nobody}</option>
            {[...new Set([...colleagues, ...(assignedTo ? [assignedTo] : [])])].map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={!idle}
          className="btn btn--style-secondary btn--size-medium"
        >
          {copy.save}
        </button>
      </form>
      <div className="enquiries__stack">
        {confirming ? (
          <div role="alertdialog" aria-labelledby="erase-why" className="enquiries__confirm">
            <p id="erase-why">{copy.eraseWhy}</p>
            <div className="enquiries__buttons">
              <button
                type="button"
                disabled={!idle}
                className="btn btn--style-primary btn--size-medium enquiries__danger"
                onClick={() => void send("DELETE")}
                autoFocus
              >
                {copy.eraseConfirm}
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-medium"
                onClick={() => setConfirming(false)}
              >
                {copy.cancel}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            disabled={!ready}
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => setConfirming(true)}
          >
            {copy.erase}
          </button>
        )}
      </div>
      <p role="status" className={said && !said.ok ? "enquiries__error" : undefined}>
        {said?.text}
      </p>
    </section>
  );
}
