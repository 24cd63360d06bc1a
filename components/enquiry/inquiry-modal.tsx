"use client";

import { clsx } from "clsx";
import { X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { InquiryModalCopy } from "@/content/enquiry-copy";
import type { Locale } from "@/content/locales";
import { enquirySchemas, messagePrefix } from "@/lib/enquiry-schema";
import { enquiryAttribution } from "@/lib/attribution";
import { fieldErrors, sendEnquiry } from "@/lib/send-enquiry";
import type { CaptchaClientConfig } from "@/server/captcha";
import { Captcha, type CaptchaHandle } from "./captcha";
import { DataNote } from "./data-note";
import { EnquiryFields, RestoreDraft, SubmitButton, useEnquiryValues } from "./enquiry-fields";

/** Spec §9: the toast shows for 1 s; after a send (or a network failure) the modal closes after 3 s. */
export const TOAST_MS = 1000;
export const AUTO_CLOSE_MS = 3000;

type Props = {
  /** The service's English name: the enquiry's `source` and its message prefix `{service}: `. */
  source: string;
  /** The service's name as the form shows it, in the page's language. */
  name: string;
  captcha: CaptchaClientConfig;
  /** The page's language: the enquiry's `language`. */
  locale: Locale;
  copy: InquiryModalCopy;
  /** Each new value opens the dialog (the call-to-action button counts its clicks). */
  openSignal: number;
};

/**
 * The inquiry form for one service, in a modal dialog: the spec's CAPTCHA alert, toasts and
 * thank-you view. Loaded only when a call to action is used (see InquiryLink).
 */
export function InquiryModal({ source, name, captcha, locale, copy, openSignal }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const titleId = useId();
  const { values, errors, update, check, complete, refuse, restorable, restore, discard, keys } =
    useEnquiryValues(source);
  const [token, setToken] = useState<string | null>(null);
  const [captchaAlert, setCaptchaAlert] = useState(false);
  const [sending, setSending] = useState(false);
  const [view, setView] = useState<"form" | "thanks">("form");
  const [toast, setToast] = useState<{ text: string; key: number } | null>(null);
  const [toastFading, setToastFading] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const prefix = messagePrefix(source);
  const { formFieldsSchema } = useMemo(() => enquirySchemas(copy.validation), [copy.validation]);

  useEffect(() => {
    if (openSignal > 0 && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [openSignal]);

  function closeModal() {
    clearTimeout(closeTimer.current);
    dialogRef.current?.close(); // the native dialog returns focus to the button that opened it
  }

  function scheduleClose() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(closeModal, AUTO_CLOSE_MS);
  }

  // The toast shows for TOAST_MS, then fades out.
  useEffect(() => {
    if (!toast) return;
    const fade = setTimeout(() => setToastFading(true), TOAST_MS);
    const hide = setTimeout(() => setToast(null), TOAST_MS + 400);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [toast]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    if (!check(fieldErrors(formFieldsSchema, values), form)) return;
    if (!token) {
      setCaptchaAlert(true);
      return;
    }
    setSending(true);
    const { outcome, field } = await sendEnquiry(
      {
        ...values,
        message: prefix + values.message.trim(),
        captcha: token,
        source,
        language: locale,
        attribution: enquiryAttribution(),
      },
      keys,
    );
    setSending(false);
    setToastFading(false);
    const label = field && (field === "message" ? copy.messageLabel : copy.fields[field]);
    const named = label ? ` ${copy.refused.notice.replace("{field}", label)}` : "";
    setToast({ text: copy.toasts[outcome] + named, key: Date.now() });
    // The solution is spent, or was refused: the visitor solves a fresh one for the next send.
    captchaRef.current?.reset();
    if (field) {
      refuse(field, copy.refused.field);
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
    if (outcome === "failed") return;
    if (outcome === "sent") {
      complete();
      setView("thanks");
    }
    scheduleClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        clearTimeout(closeTimer.current);
        setCaptchaAlert(false);
        setView("form");
      }}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => event.target === event.currentTarget && closeModal()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-visible rounded-3xl bg-transparent p-0 backdrop:bg-night/55 open:animate-dialog-in"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl border border-line bg-canvas p-6 shadow-lift sm:p-8">
        <button
          type="button"
          onClick={closeModal}
          aria-label={copy.close}
          className="absolute end-4 top-4 flex size-10 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X className="size-5" aria-hidden="true" />
        </button>

        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{name}</p>
        <h2 id={titleId} className="mt-1 pe-10 text-2xl font-semibold tracking-tight">
          {view === "thanks" ? copy.thanksTitle : copy.title}
        </h2>

        {view === "thanks" ? (
          <p className="mt-3 text-lg text-muted">{copy.thanksText}</p>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={copy.formLabel.replace("{service}", name)}
            className="mt-6 grid gap-4"
          >
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
              idPrefix={titleId}
              locale={locale}
              phoneRequired={false}
              messageLabel={copy.messageLabel}
              rows={4}
            />
            <Captcha
              ref={captchaRef}
              config={captcha}
              copy={copy.captcha}
              onToken={(value) => {
                setToken(value);
                if (value) setCaptchaAlert(false);
              }}
            />
            {captchaAlert && (
              <p
                role="alert"
                className="rounded-xl bg-tint px-4 py-3 text-sm font-medium text-accent"
              >
                {copy.captchaAlert}
              </p>
            )}
            <SubmitButton sending={sending} label={copy.submit} sendingLabel={copy.sending} />
            <DataNote note={copy.dataNote} />
          </form>
        )}

        {/* In the flow under the form or the thanks, so it never covers their words. */}
        <div role="status" aria-live="polite" className="flex justify-center">
          {toast && (
            <p
              key={toast.key}
              className={clsx(
                "mt-5 rounded-full bg-night px-4 py-2 text-center text-sm font-medium text-white shadow-lift transition-opacity duration-300",
                toastFading ? "opacity-0" : "opacity-100",
              )}
            >
              {toast.text}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
