"use client";

import { lazy, Suspense, useState } from "react";
import type { CaptchaConfig } from "./captcha";

const loadModal = () => import("./inquiry-modal");
const InquiryModal = lazy(() => loadModal().then((module) => ({ default: module.InquiryModal })));

type Props = {
  /** The service name the enquiry carries. */
  source: string;
  label: string;
  captcha: CaptchaConfig;
  className?: string;
};

/** A call-to-action button that opens the inquiry modal; the form's code loads on first use (or on hover). */
export function InquiryButton({ source, label, captcha, className }: Props) {
  const [openSignal, setOpenSignal] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => setOpenSignal((count) => count + 1)}
        className={
          className ??
          "inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-700"
        }
      >
        {label}
      </button>
      {openSignal > 0 && (
        <Suspense fallback={null}>
          <InquiryModal source={source} captcha={captcha} openSignal={openSignal} />
        </Suspense>
      )}
    </>
  );
}
