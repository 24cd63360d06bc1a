"use client";

import { clsx } from "clsx";
import { Check, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

/** The dialog's own words: its OK button and the names of its icons, in the page's language. */
export type DialogLabels = { ok: string } & Record<keyof typeof icons, string>;

export type DialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  icon?: keyof typeof icons;
  labels: DialogLabels;
  /** Called when OK or Escape closes it. */
  onClose: () => void;
};

/** The spec's dialog: an OK button, opening 10 ms after it is asked to. */
const OPEN_DELAY_MS = 10;

const icons = {
  success: {
    Icon: Check,
    ring: "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  },
  error: { Icon: X, ring: "bg-tint text-accent" },
  warning: {
    Icon: TriangleAlert,
    ring: "bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300",
  },
};

/**
 * An accessible modal dialog on the native `<dialog>`: focus moves in and stays inside,
 * OK or Escape closes it, and focus returns to where it was.
 */
export function Dialog({ open, title, children, icon, labels, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    returnFocus.current = document.activeElement as HTMLElement | null;
    const timer = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
    }, OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (dialog.open) dialog.close();
      returnFocus.current?.focus();
    };
  }, [open]);

  const decorate = icon ? { ...icons[icon], label: labels[icon] } : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-sm rounded-2xl border border-line bg-canvas p-6 text-center shadow-lift backdrop:bg-night/50 open:animate-dialog-in"
    >
      {decorate && (
        <span
          role="img"
          aria-label={decorate.label}
          className={clsx(
            "mx-auto mb-4 flex size-12 items-center justify-center rounded-full",
            decorate.ring,
          )}
        >
          <decorate.Icon className="size-6" strokeWidth={2.2} aria-hidden="true" />
        </span>
      )}
      {/* Closed, a result dialog has no title yet: no empty heading in the page's outline. */}
      {title && (
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
      )}
      {children && (
        <div id={bodyId} className="mt-2 text-muted">
          {children}
        </div>
      )}
      <div className="mt-6 flex justify-center">
        <Button autoFocus onClick={onClose} className="min-w-24">
          {labels.ok}
        </Button>
      </div>
    </dialog>
  );
}
