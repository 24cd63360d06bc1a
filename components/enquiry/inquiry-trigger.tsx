"use client";

import { useState, type ComponentType } from "react";
import { buttonClass, type ButtonStyle } from "@/components/ui/button";
import type { InquiryModalCopy } from "@/content/enquiry-copy";
import type { Locale } from "@/content/locales";
import { isModifiedClick } from "@/lib/section-scroll";
import type { CaptchaClientConfig } from "@/server/captcha";
import type { InquiryModal } from "./inquiry-modal";

const loadModal = () => import("./inquiry-modal");
/** Fetches the modal's code ahead of the click (hover, focus); a failure here is retried by the click. */
const preload = () => void loadModal().catch(() => {});

type Props = {
  /** The service's English name, which the enquiry carries. */
  source: string;
  /** The service's name in the page's language, which the modal shows. */
  name: string;
  /** The Contact Us page for this service: where the link goes before, or without, the modal. */
  href: string;
  label: string;
  captcha: CaptchaClientConfig;
  locale: Locale;
  copy: InquiryModalCopy;
  variant?: ButtonStyle["variant"];
};

/**
 * A call to action that is a real link to the Contact Us page, upgraded to the inquiry modal once
 * the page's script runs. The modal's code loads on first use; if it cannot be loaded (a flaky
 * connection, script files removed by a deploy) the link is followed instead.
 */
export function InquiryTrigger({ href, label, variant, ...modal }: Props) {
  const [Modal, setModal] = useState<ComponentType<Parameters<typeof InquiryModal>[0]>>();
  const [openSignal, setOpenSignal] = useState(0);
  return (
    <>
      <a
        href={href}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (isModifiedClick(event)) return; // a new tab or window gets the Contact Us page
          event.preventDefault();
          loadModal().then(
            (module) => {
              setModal(() => module.InquiryModal);
              setOpenSignal((count) => count + 1);
            },
            () => window.location.assign(href),
          );
        }}
        className={buttonClass({ variant, size: "lg" })}
      >
        {label}
      </a>
      {Modal && <Modal {...modal} openSignal={openSignal} />}
    </>
  );
}
