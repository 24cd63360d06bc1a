"use client";

import { Suspense, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import type { DialogProps } from "@/components/ui/dialog";
import type { ContactFormCopy } from "@/content/enquiry-copy";
import { lazyPart } from "@/lib/lazy-part";
import type { Locale } from "@/content/locales";
import { CONTACT_PAGE_SOURCE, messagePrefix } from "@/lib/enquiry-limits";
import { plural } from "@/lib/enquiry-plural";
import { enquiryAttribution } from "@/lib/attribution";
import { fieldErrors, sendEnquiry, type SendOutcome } from "@/lib/send-enquiry";
import type { CaptchaClientConfig } from "@/server/captcha";
import { Captcha, type CaptchaHandle } from "./captcha";
import {
  EnquiryFields,
  RestoreDraft,
  SubmitButton,
  useEnquiryValues,
  type EnquiryValues,
} from "./enquiry-fields";

/** The shared schema loads when the visitor starts on the form, not with the page. */
const loadSchema = () => import("@/lib/enquiry-schema");

/**
 * The result dialog too: its code loads when the visitor starts on the form, or with the result.
 * Offline before it arrived, the result still shows, in the page, with its OK.
 */
const ResultDialog = lazyPart(
  async () => (await import("@/components/ui/dialog")).Dialog,
  InlineNotice,
  "The result dialog",
);

function InlineNotice({ open, title, children, labels, onClose }: DialogProps) {
  if (!open) return null;
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-line p-5">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-muted">{children}</div>
      <Button className="mt-4" onClick={onClose}>
        {labels.ok}
      </Button>
    </div>
  );
}

type Notice = "captcha" | SendOutcome;

/** The page's query string does not change while the form is on screen. */
const noSubscription = () => () => {};

/** The icon of each of the spec's dialogs (§8); their words are in the copy. */
const noticeIcons: Record<Notice, "success" | "error" | "warning"> = {
  captcha: "warning",
  sent: "success",
  failed: "error",
  offline: "error",
  error: "error",
};

type Props = {
  captcha: CaptchaClientConfig;
  /**
   * The services by page slug: a service's call to action links here with `?service=slug`. `source`
   * is what the enquiry sends (the English service name, whatever the page's language), `name` what
   * the form shows.
   */
  sources: Record<string, { source: string; name: string }>;
  /** The page's language: the plural rules of its messages, and the enquiry's `language`. */
  locale: Locale;
  copy: ContactFormCopy;
  /** The label of the field people never see (a honeypot: server/enquiries.ts). */
  honeypot: string;
};

/**
 * The Contact Us form: four required fields, the captcha, and the spec's result dialogs. Reached
 * from a service page's call to action (`?service=slug`, the link the inquiry modal upgrades), it
 * names the service and sends its prefix, as the modal would.
 */
export function ContactForm({ captcha, sources, locale, copy, honeypot }: Props) {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const slug = new URLSearchParams(search).get("service");
  const service = slug && Object.hasOwn(sources, slug) ? sources[slug]! : null;
  const source = service?.source ?? null;
  const subject = source ?? CONTACT_PAGE_SOURCE;
  const {
    values,
    errors,
    update,
    check,
    reset,
    complete,
    refuse,
    restorable,
    restore,
    discard,
    keys,
  } = useEnquiryValues(subject);
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ kind: Notice; field?: keyof EnquiryValues } | null>(null);
  const [started, setStarted] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = messagePrefix(subject);
  const label = (field: keyof EnquiryValues) =>
    field === "message" ? copy.messageLabel : copy.fields[field];

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget; // React clears currentTarget once the handler awaits
    let schemas;
    try {
      schemas = (await loadSchema()).enquirySchemas(copy.validation);
    } catch (error) {
      console.error("The form could not be checked:", error);
      setNotice({ kind: "error" }); // offline before the validation code arrived: the same as a failed request
      return;
    }
    if (!check(fieldErrors(schemas.contactFieldsSchema, values), form)) return;
    if (!token) {
      setNotice({ kind: "captcha" });
      return;
    }
    setSending(true);
    const { outcome, field } = await sendEnquiry(
      {
        ...values,
        message: prefix + values.message.trim(),
        captcha: token,
        ...(source && { source }),
        language: locale,
        attribution: enquiryAttribution(),
      },
      keys,
    );
    setSending(false);
    // Accepted: the draft and its key go at once, whatever the visitor then does with the dialog.
    if (outcome === "sent") complete();
    if (field) refuse(field, copy.refused.field);
    // The solution is spent, or was refused: the visitor solves a fresh one for the next send.
    captchaRef.current?.reset();
    setNotice({ kind: outcome, field });
  }

  function closeNotice() {
    // After a failure or an error the form starts again (its text is offered back); a field the
    // server refused stays, marked, for the visitor to correct.
    if (notice?.field)
      formRef.current?.querySelector<HTMLElement>(`[name="${notice.field}"]`)?.focus();
    else if (notice && notice.kind !== "sent" && notice.kind !== "captcha") reset();
    setNotice(null);
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const shown = notice ? copy.notices[notice.kind] : null;

  return (
    <>
      {service && (
        <p className="mb-5 text-sm text-muted">
          {copy.about} <strong className="font-semibold text-ink">{service.name}</strong>
        </p>
      )}
      <form
        ref={formRef}
        onFocus={() => {
          void loadSchema();
          setStarted(true);
        }}
        // Without its script (scripts off, a chunk that failed to load) the browser sends the form
        // itself: POST, so the visitor's details stay out of the address bar, to the endpoint,
        // which keeps it (held for review without the captcha's proof) and returns to this page at
        // its notice; the browser checks the fields first, by their attributes. The script sends
        // it as JSON instead and checks the fields itself.
        action="/mailservice/mailer.php"
        method="post"
        noValidate={hydrated}
        onSubmit={onSubmit}
        aria-label={copy.formLabel}
        className="grid gap-5"
      >
        <input type="hidden" name="language" value={locale} />
        {/* Never shown nor reached: what fills it is a program, whose post stores nothing. */}
        <div hidden>
          <label>
            {honeypot}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <RestoreDraft
          restorable={restorable}
          restore={restore}
          discard={discard}
          copy={copy.restore}
        />
        <EnquiryFields
          values={values}
          errors={errors}
          update={update}
          copy={copy.fields}
          idPrefix="contact"
          locale={locale}
          phoneRequired
          messageLabel={copy.messageLabel}
          rows={5}
          twoColumns
          placeholder={copy.placeholder}
        />
        <Captcha ref={captchaRef} config={captcha} copy={copy.captcha} onToken={setToken} />
        <p role="status" className="sr-only">
          {errorCount > 0 ? plural(locale, copy.errorCount, errorCount) : ""}
        </p>
        <SubmitButton
          sending={sending}
          label={copy.submit}
          sendingLabel={copy.sending}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </form>
      {(started || shown) && (
        <Suspense>
          <ResultDialog
            open={shown !== null}
            title={shown?.title ?? ""}
            icon={notice ? noticeIcons[notice.kind] : undefined}
            labels={copy.dialog}
            onClose={closeNotice}
          >
            <p>{shown?.text}</p>
            {notice?.field && <p>{copy.refused.notice.replace("{field}", label(notice.field))}</p>}
          </ResultDialog>
        </Suspense>
      )}
    </>
  );
}
