"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

export type DialogResult = "confirm" | "deny" | "cancel";

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  icon?: "success" | "error" | "warning";
  /** Called with the button chosen; Escape counts as "cancel". */
  onClose: (result: DialogResult) => void;
  confirmLabel?: string;
  denyLabel?: string;
  cancelLabel?: string;
  showDeny?: boolean;
  showCancel?: boolean;
  /** Delay before the dialog shows, in ms. */
  openDelay?: number;
};

/** The spec's dialog defaults: OK, No and Cancel buttons, opening after 10 ms. */
export const DIALOG_DEFAULTS = {
  confirmLabel: "OK",
  denyLabel: "No",
  cancelLabel: "Cancel",
  openDelay: 10,
} as const;

const icons = {
  success: {
    path: "M7 12.5l3.2 3.2L17 9",
    ring: "bg-emerald-50 text-emerald-700",
    label: "Success",
  },
  error: { path: "M8.5 8.5l7 7m0-7l-7 7", ring: "bg-brand-50 text-brand-700", label: "Error" },
  warning: { path: "M12 7.5v5.5m0 3.2v.3", ring: "bg-amber-50 text-amber-700", label: "Warning" },
};

/**
 * An accessible modal dialog on the native `<dialog>`: focus moves in and stays inside,
 * OK or Escape closes it, and focus returns to where it was.
 */
export function Dialog({
  open,
  title,
  children,
  icon,
  onClose,
  confirmLabel = DIALOG_DEFAULTS.confirmLabel,
  denyLabel = DIALOG_DEFAULTS.denyLabel,
  cancelLabel = DIALOG_DEFAULTS.cancelLabel,
  showDeny = false,
  showCancel = false,
  openDelay = DIALOG_DEFAULTS.openDelay,
}: Props) {
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
    }, openDelay);
    return () => {
      clearTimeout(timer);
      if (dialog.open) dialog.close();
      returnFocus.current?.focus();
    };
  }, [open, openDelay]);

  const decorate = icon ? icons[icon] : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose("cancel");
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-sm rounded-2xl border border-line bg-white p-6 text-center shadow-lift backdrop:bg-ink/50 open:animate-dialog-in"
    >
      {decorate && (
        <span
          role="img"
          aria-label={decorate.label}
          className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full ${decorate.ring}`}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path
              d={decorate.path}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="mt-2 text-muted">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {showCancel && (
          <button
            type="button"
            onClick={() => onClose("cancel")}
            className="rounded-full border border-line px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface"
          >
            {cancelLabel}
          </button>
        )}
        {showDeny && (
          <Button variant="secondary" onClick={() => onClose("deny")}>
            {denyLabel}
          </Button>
        )}
        <Button autoFocus onClick={() => onClose("confirm")} className="min-w-24">
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
