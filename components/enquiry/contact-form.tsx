"use client";

import { useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { CONTACT_PAGE_SOURCE, messagePrefix } from "@/lib/enquiry-limits";
import { fieldErrors, sendEnquiry, type SendOutcome } from "@/lib/send-enquiry";
import { Captcha, type CaptchaConfig, type CaptchaHandle } from "./captcha";
import { EnquiryFields, SubmitButton, useEnquiryValues } from "./enquiry-fields";

const prefix = messagePrefix(CONTACT_PAGE_SOURCE);
/** The shared schema loads when the visitor starts on the form, not with the page. */
const loadSchema = () => import("@/lib/enquiry-schema");

type Notice = "captcha" | SendOutcome;

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

/** The Contact Us form: four required fields, the captcha, and the spec's result dialogs. */
export function ContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { values, errors, update, check, reset } = useEnquiryValues();
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

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
    const outcome = await sendEnquiry({
      ...values,
      message: prefix + values.message.trim(),
      captcha: token,
    });
    setSending(false);
    setNotice(outcome);
  }

  function closeNotice() {
    if (notice && notice !== "captcha") {
      // After a send, a failure or an error the form starts again; a solved captcha is used up.
      reset();
      captchaRef.current?.reset();
    }
    setNotice(null);
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const shown = notice ? notices[notice] : null;

  return (
    <>
      <form
        onFocus={loadSchema}
        noValidate
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="grid gap-5"
      >
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
