import { clsx } from "clsx";
import type { ComponentProps } from "react";

type Props = {
  label: string;
  name: string;
  error?: string;
  /** The word that marks the field optional ("optional"), shown after the label in brackets. */
  optional?: string;
  /** The length against the limit ("Characters: 4,600 of 5,000"), shown under the field near it. */
  count?: string;
  /** Said when it changes (a live region, present while this is given, empty or not). */
  notice?: string;
} & (
  | ({ multiline?: false } & ComponentProps<"input">)
  | ({ multiline: true } & ComponentProps<"textarea">)
);

const control =
  "mt-1.5 block w-full rounded-xl border bg-canvas px-3.5 py-2.5 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none";

/** A labelled input or textarea whose error is tied to it with aria-describedby. */
export function Field({ label, name, error, optional, count, notice, multiline, ...props }: Props) {
  const id = `${props.id ?? name}`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error && errorId, count && countId].filter(Boolean).join(" ");
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: clsx(control, error ? "border-brand-600" : "border-line"),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted">{` (${optional})`}</span>}
      </label>
      {multiline ? (
        <textarea {...(props as ComponentProps<"textarea">)} {...shared} />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-accent">
          {error}
        </p>
      )}
      {count && (
        <p id={countId} className="mt-1.5 text-end text-sm text-muted tabular-nums">
          {count}
        </p>
      )}
      {notice !== undefined && (
        <p role="status" className="text-sm text-accent empty:hidden">
          {notice}
        </p>
      )}
    </div>
  );
}
