"use client";

import { useRef, useState, useSyncExternalStore } from "react";
import { Dialog } from "@/components/ui/dialog";
import { CONTACT_PAGE_SOURCE, messagePrefix } from "@/lib/enquiry-limits";
import { fieldErrors, sendEnquiry, type SendOutcome } from "@/lib/send-enquiry";
import { Captcha, type CaptchaConfig, type CaptchaHandle } from "./captcha";
import { EnquiryFields, RestoreDraft, SubmitButton, useEnquiryValues } from "./enquiry-fields";

/** The shared schema loads when the visitor starts on the form, not with the page. */
const loadSchema = () => import("@/lib/enquiry-schema");

type Notice = "captcha" | SendOutcome;

/** The page's query string does not change while the form is on screen. */
const noSubscription = () => () => {};

/** The spec's dialogs (§8), by outcome. */
const notices: Record<
  Notice,
  { title: string; text: string; icon: "success" | "error" | "warning" }
> = {
  captcha: { title: "Captcha Required", text: "Please complete the CAPTCHA", icon: "warning" },
  sent: {
    title: "Sent Successfully",
    text: "Message sent. Thank you for your patience.",
    icon: "success",
  },
  failed: { title: "Failed!", text: "There was an issue with your submission.", icon: "error" },
  error: { title: "Failed!", text: "An error occurred", icon: "error" },
};

type Props = {
  captcha: CaptchaConfig;
  /** Service names by page slug: a service's call to action links here with `?service=slug`. */
  sources: Record<string, string>;
};

/**
 * The Contact Us form: four required fields, the captcha, and the spec's result dialogs. Reached
 * from a service page's call to action (`?service=slug`, the link the inquiry modal upgrades), it
 * names the service and sends its prefix, as the modal would.
 */
export function ContactForm({ captcha, sources }: Props) {
  const { values, errors, update, check, reset, complete, restorable, restore, idempotencyKey } =
    useEnquiryValues();
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const slug = new URLSearchParams(search).get("service");
  const source = slug && Object.hasOwn(sources, slug) ? sources[slug]! : null;
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const prefix = messagePrefix(source ?? CONTACT_PAGE_SOURCE);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget; // React clears currentTarget once the handler awaits
    let contactFieldsSchema;
    try {
      ({ contactFieldsSchema } = await loadSchema());
    } catch (error) {
      console.error("The form could not be checked:", error);
      setNotice("error"); // offline before the validation code arrived: the same as a failed request
      return;
    }
    if (!check(fieldErrors(contactFieldsSchema, values), form)) return;
    if (!token) {
      setNotice("captcha");
      return;
    }
    setSending(true);
    const outcome = await sendEnquiry(
      {
        ...values,
        message: prefix + values.message.trim(),
        captcha: token,
        ...(source && { source }),
      },
      idempotencyKey(),
    );
    setSending(false);
    // The solution is spent, or was refused: the visitor solves a fresh one for the next send.
    captchaRef.current?.reset();
    setNotice(outcome);
  }

  function closeNotice() {
    // After a send, a failure or an error the form starts again (a failure's text is offered back).
    if (notice === "sent") complete();
    else if (notice === "failed" || notice === "error") reset();
    setNotice(null);
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const shown = notice ? notices[notice] : null;

  return (
    <>
      {source && (
        <p className="mb-5 text-sm text-muted">
          About <strong className="font-semibold text-ink">{source}</strong>
        </p>
      )}
      <form
        onFocus={loadSchema}
        noValidate
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="grid gap-5"
      >
        <RestoreDraft restorable={restorable} restore={restore} />
        <EnquiryFields
          values={values}
          errors={errors}
          update={update}
          idPrefix="contact"
          phoneRequired
          messageLabel="How can we help?"
          rows={5}
          prefixLength={prefix.length}
          twoColumns
          placeholder="A few lines about your project, timeline and budget"
        />
        <Captcha ref={captchaRef} config={captcha} onToken={setToken} />
        <p role="status" className="sr-only">
          {errorCount > 0
            ? `Please correct ${errorCount} ${errorCount === 1 ? "field" : "fields"}.`
            : ""}
        </p>
        <SubmitButton
          sending={sending}
          label="Submit"
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </form>
      <Dialog
        open={shown !== null}
        title={shown?.title ?? ""}
        icon={shown?.icon}
        onClose={closeNotice}
      >
        <p>{shown?.text}</p>
      </Dialog>
    </>
  );
}
