"use client";

import { RotateCcw, X } from "lucide-react";
import { useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { clsx } from "clsx";
import type { FormCopy } from "@/content/enquiry-copy";
import {
  clearDraft,
  draftName,
  draftSnapshot,
  hasText,
  newIdempotencyKey,
  parseDraft,
  saveDraft,
  subscribeDraft,
  type DraftFields,
} from "@/lib/enquiry-draft";
import type { Locale } from "@/content/locales";
import { ENQUIRY_LIMITS } from "@/lib/enquiry-limits";
import { plural } from "@/lib/enquiry-plural";
import type { FieldErrors, IdempotencyKeys } from "@/lib/send-enquiry";
import { Field } from "./field";

export type EnquiryValues = DraftFields;
const EMPTY: EnquiryValues = { name: "", email: "", phone: "", message: "" };
const ORDER = Object.keys(EMPTY) as (keyof EnquiryValues)[];
/** The message shows its length from this share of the limit on. */
const COUNT_FROM = 0.9;

/**
 * The visitor's four fields and their errors, shared by the Contact Us form and the inquiry modal.
 * What is typed is kept in the tab until the server accepts it (lib/enquiry-draft), one draft per
 * subject (`source`: a service, or the Contact Us page): a form cleared after a failure, or a page
 * left and opened again, offers the last unsent text back in one click.
 */
export function useEnquiryValues(source: string) {
  const name = draftName(source);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const stored = useSyncExternalStore(
    subscribeDraft,
    () => draftSnapshot(name),
    () => null,
  );
  const draft = useMemo(() => parseDraft(stored, ENQUIRY_LIMITS.message), [stored]);
  const key = useRef("");

  /** The idempotency key of the enquiry being written: the same for every retry of it. */
  const keys: IdempotencyKeys = {
    current: () => (key.current ||= newIdempotencyKey()),
    renew: () => {
      key.current = newIdempotencyKey();
      saveDraft(name, { ...values, key: key.current });
      return key.current;
    },
  };

  function forget() {
    clearDraft(name);
    key.current = "";
  }

  return {
    values,
    errors,
    keys,
    update: (field: keyof EnquiryValues) => (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      if (hasText(next)) saveDraft(name, { ...next, key: keys.current() });
      else forget(); // emptied by the visitor: nothing is left to offer back
    },
    /** Shows the errors and moves focus to the first invalid field; true when there are none. */
    check: (found: FieldErrors, form: HTMLFormElement) => {
      setErrors(found);
      const first = ORDER.find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return !first;
    },
    /** The last unsent text, while the form is empty and the tab holds one. */
    restorable: draft && hasText(draft) && !hasText(values) ? draft : null,
    restore: () => {
      if (!draft) return;
      const { key: saved, ...fields } = draft;
      key.current = saved;
      setValues(fields);
    },
    /** The visitor declines the offer: the kept text is forgotten. */
    discard: forget,
    /** Clears the form after a failed send; the text stays in the tab and is offered back. */
    reset: () => {
      setValues(EMPTY);
      setErrors({});
    },
    /** Clears the form and forgets the text and its key: the server has accepted the enquiry. */
    complete: () => {
      forget();
      setValues(EMPTY);
      setErrors({});
    },
    /** Marks a field the server refused (a send's `field`). */
    refuse: (field: keyof EnquiryValues, message: string) =>
      setErrors((current) => ({ ...current, [field]: message })),
  };
}

/** Offers the visitor's last unsent text back after the form was cleared, or lets it go. */
export function RestoreDraft({
  restorable,
  restore,
  discard,
  copy,
}: Pick<ReturnType<typeof useEnquiryValues>, "restorable" | "restore" | "discard"> & {
  copy: FormCopy["restore"];
}) {
  if (!restorable) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-surface px-4 py-3 text-sm text-muted">
      <p>{copy.note}</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={restore}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {copy.action}
        </Button>
        <Button variant="ghost" size="sm" onClick={discard}>
          <X className="size-4" aria-hidden="true" />
          {copy.discard}
        </Button>
      </div>
    </div>
  );
}

type Props = Pick<ReturnType<typeof useEnquiryValues>, "values" | "errors" | "update"> & {
  copy: FormCopy["fields"];
  /** The page's language: the plural of the paste notice. */
  locale: Locale;
  /** Makes the ids unique when several forms share a page. */
  idPrefix: string;
  phoneRequired: boolean;
  messageLabel: string;
  rows: number;
  twoColumns?: boolean;
  placeholder?: string;
};

/**
 * Name, Email, Phone and the message, in the spec's order, each labelled with its error tied to it.
 * The address and the number are written left to right on Arabic pages too.
 */
export function EnquiryFields({
  values,
  errors,
  update,
  copy,
  idPrefix,
  phoneRequired,
  messageLabel,
  rows,
  twoColumns,
  placeholder,
  locale,
}: Props) {
  // What a paste past the message's limit left out: the browser cuts it (maxlength), as one
  // edit that undo takes back; the visitor is told how much.
  const [cut, setCut] = useState(0);
  const field = (name: keyof EnquiryValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: update(name),
    error: errors[name],
  });
  return (
    <>
      <div className={clsx("grid gap-5", twoColumns && "sm:grid-cols-2")}>
        <Field
          label={copy.name}
          // Written out (text is the default): checkers that read the attribute (HTML_CodeSniffer)
          // take autocomplete="name" on an input without one for a misused token.
          type="text"
          autoComplete="name"
          required
          maxLength={ENQUIRY_LIMITS.name}
          {...field("name")}
        />
        <Field
          label={copy.email}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          maxLength={ENQUIRY_LIMITS.email}
          {...field("email")}
        />
      </div>
      <Field
        label={copy.phone}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        required={phoneRequired}
        optional={phoneRequired ? undefined : copy.optional}
        maxLength={ENQUIRY_LIMITS.phone}
        {...field("phone")}
      />
      <Field
        label={messageLabel}
        multiline
        rows={rows}
        required
        maxLength={ENQUIRY_LIMITS.message}
        placeholder={placeholder}
        onPaste={(event) => {
          const { value, selectionStart, selectionEnd } = event.currentTarget;
          const pasted = event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n");
          const room = ENQUIRY_LIMITS.message - (value.length - (selectionEnd - selectionStart));
          setCut(Math.max(0, pasted.length - room));
        }}
        notice={
          cut > 0
            ? plural(locale, copy.pasteCut, cut).replace("{max}", String(ENQUIRY_LIMITS.message))
            : ""
        }
        count={
          values.message.length >= COUNT_FROM * ENQUIRY_LIMITS.message
            ? copy.count
                .replace("{count}", String(values.message.length))
                .replace("{max}", String(ENQUIRY_LIMITS.message))
            : undefined
        }
        {...field("message")}
        onChange={(event) => {
          if ((event.nativeEvent as InputEvent).inputType !== "insertFromPaste") setCut(0);
          update("message")(event);
        }}
      />
    </>
  );
}

/** The form's submit button; it shows `sendingLabel` ("Sending…") and is disabled while the enquiry is on its way. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={sending}
      className={clsx("disabled:cursor-wait", className)}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
