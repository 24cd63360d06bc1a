"use client";

import { useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { CONTACT_PAGE_SOURCE, ENQUIRY_LIMITS, messagePrefix } from "@/lib/enquiry-limits";
import { fieldErrors, sendEnquiry, type FieldErrors, type SendOutcome } from "@/lib/send-enquiry";
import { Captcha, type CaptchaConfig, type CaptchaHandle } from "./captcha";
import { Field } from "./field";

const prefix = messagePrefix(CONTACT_PAGE_SOURCE);
/** The shared schema loads when the visitor starts on the form, not with the page. */
const loadSchema = () => import("@/lib/enquiry-schema");
const empty = { name: "", email: "", phone: "", message: "" };

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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    let contactFieldsSchema;
    try {
      ({ contactFieldsSchema } = await loadSchema());
    } catch (error) {
      console.error("The form could not be checked:", error);
      setNotice("error"); // offline before the validation code arrived: the same as a failed request
      return;
    }
    const found = fieldErrors(contactFieldsSchema, values);
    setErrors(found);
    const firstInvalid = Object.keys(empty).find((field) => found[field as keyof FieldErrors]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
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
      setValues(empty);
      setErrors({});
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
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={update("name")}
            error={errors.name}
            maxLength={ENQUIRY_LIMITS.name}
          />
          <Field
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            onChange={update("phone")}
            error={errors.phone}
            maxLength={ENQUIRY_LIMITS.phone}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update("email")}
          error={errors.email}
          maxLength={ENQUIRY_LIMITS.email}
        />
        <Field
          label="How can we help?"
          name="message"
          multiline
          rows={5}
          required
          value={values.message}
          onChange={update("message")}
          error={errors.message}
          maxLength={ENQUIRY_LIMITS.message - prefix.length}
          placeholder="A few lines about your project, timeline and budget"
        />
        <Captcha ref={captchaRef} config={captcha} onToken={setToken} />
        <p role="status" className="sr-only">
          {errorCount > 0
            ? `Please correct ${errorCount} ${errorCount === 1 ? "field" : "fields"}.`
            : ""}
        </p>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex w-full items-center justify-center rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start"
        >
          {sending ? "Sending…" : "Submit"}
        </button>
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
