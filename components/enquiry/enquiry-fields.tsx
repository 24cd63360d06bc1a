"use client";

import { useState } from "react";
import { ENQUIRY_LIMITS } from "@/lib/enquiry-limits";
import type { FieldErrors } from "@/lib/send-enquiry";
import { Field } from "./field";

export type EnquiryValues = { name: string; email: string; phone: string; message: string };
const EMPTY: EnquiryValues = { name: "", email: "", phone: "", message: "" };
const ORDER = Object.keys(EMPTY) as (keyof EnquiryValues)[];

/** The visitor's four fields and their errors, shared by the Contact Us form and the inquiry modal. */
export function useEnquiryValues() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    values,
    errors,
    update: (field: keyof EnquiryValues) => (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    /** Shows the errors and moves focus to the first invalid field; true when there are none. */
    check: (found: FieldErrors, form: HTMLFormElement) => {
      setErrors(found);
      const first = ORDER.find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return !first;
    },
    reset: () => {
      setValues(EMPTY);
      setErrors({});
    },
  };
}

type Props = Pick<ReturnType<typeof useEnquiryValues>, "values" | "errors" | "update"> & {
  /** Makes the ids unique when several forms share a page. */
  idPrefix: string;
  phoneRequired: boolean;
  messageLabel: string;
  rows: number;
  /** Characters the message prefix takes from the limit. */
  prefixLength: number;
  twoColumns?: boolean;
  placeholder?: string;
};

/** Name, Email, Phone and the message, in the spec's order, each labelled with its error tied to it. */
export function EnquiryFields({
  values,
  errors,
  update,
  idPrefix,
  phoneRequired,
  messageLabel,
  rows,
  prefixLength,
  twoColumns,
  placeholder,
}: Props) {
  const field = (name: keyof EnquiryValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: update(name),
    error: errors[name],
  });
  return (
    <>
      <div className={`grid gap-5 ${twoColumns ? "sm:grid-cols-2" : ""}`}>
        <Field
          label="Name"
          autoComplete="name"
          required
          maxLength={ENQUIRY_LIMITS.name}
          {...field("name")}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={ENQUIRY_LIMITS.email}
          {...field("email")}
        />
      </div>
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        optional={!phoneRequired}
        maxLength={ENQUIRY_LIMITS.phone}
        {...field("phone")}
      />
      <Field
        label={messageLabel}
        multiline
        rows={rows}
        required
        maxLength={ENQUIRY_LIMITS.message - prefixLength}
        placeholder={placeholder}
        {...field("message")}
      />
    </>
  );
}

/** The form's submit button; it shows "Sending…" and is disabled while the enquiry is on its way. */
export function SubmitButton({
  sending,
  label,
  className = "",
}: {
  sending: boolean;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={`inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {sending ? "Sending…" : label}
    </button>
  );
}
