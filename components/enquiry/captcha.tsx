"use client";

import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { CaptchaCopy } from "@/content/enquiry-copy";
import type { CaptchaClientConfig } from "@/server/captcha";

export type CaptchaHandle = { reset: () => void };

type Props = {
  config: CaptchaClientConfig;
  copy: CaptchaCopy;
  /** The token once solved; null when it expires or is reset. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
};

/**
 * The captcha: ALTCHA (self-hosted proof of work) or reCAPTCHA v2. Its script loads when the
 * visitor first focuses or presses the form, so no page pays for it on load. Until then ALTCHA's
 * place holds a look-alike box: pressing it loads the widget and starts solving at once.
 */
export function Captcha({ config, copy, onToken, ref }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement>(null);
  const resetRecaptcha = useRef<(() => void) | null>(null);
  const solveOnLoad = useRef(false);
  const lookAlike = useRef<HTMLButtonElement>(null);
  /** The look-alike had focus when the widget replaced it: the widget's box takes it. */
  const lookAlikeFocused = useRef(false);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  /** The widget's code did not arrive: the next focus or press of the form tries again. */
  const [failed, setFailed] = useState(false);
  /** The widget's state in words, for screen readers (the checkbox alone changes silently while it works). */
  const [announcement, setAnnouncement] = useState("");
  const tokenHandler = useRef(onToken);
  useEffect(() => {
    tokenHandler.current = onToken;
  }, [onToken]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      tokenHandler.current(null);
      if (config.provider === "altcha") widget.current?.reset();
      else resetRecaptcha.current?.();
    },
  }));

  // Load on the form's first focus or press.
  useEffect(() => {
    const form = holder.current?.closest("form");
    if (!form || wanted) return;
    const want = () => setWanted(true);
    form.addEventListener("focusin", want);
    form.addEventListener("pointerdown", want);
    return () => {
      form.removeEventListener("focusin", want);
      form.removeEventListener("pointerdown", want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    if (config.provider === "altcha") {
      import("./altcha-loader")
        .then(({ loadAltcha }) => loadAltcha(copy.widget))
        .then(() => {
          if (cancelled) return;
          lookAlikeFocused.current = document.activeElement === lookAlike.current;
          // Focus waits on the captcha's place, not on the page, while the widget replaces the
          // look-alike and mounts.
          if (lookAlikeFocused.current) holder.current?.focus({ preventScroll: true });
          setReady(true);
        })
        .catch((error) => {
          console.error("The captcha did not load:", error);
          if (cancelled) return;
          setFailed(true);
          setWanted(false);
        });
    } else {
      import("./recaptcha-loader")
        .then(({ renderRecaptcha }) => {
          if (cancelled || !holder.current || resetRecaptcha.current) return;
          return renderRecaptcha(holder.current, {
            siteKey: config.siteKey,
            language: copy.widget.language,
            onToken: (token) => tokenHandler.current(token),
          }).then((reset) => {
            resetRecaptcha.current = reset;
          });
        })
        .catch((error) => console.error("The captcha did not load:", error));
    }
    return () => {
      cancelled = true;
    };
  }, [wanted, config, copy.widget]);

  // ALTCHA reports its state through DOM events.
  const announcements: Partial<Record<string, string>> = copy.announcements;
  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      tokenHandler.current(state === "verified" && payload ? payload : null);
      setAnnouncement(announcements[state] ?? "");
    };
    // Once the widget has mounted (its methods and box exist only from then on, which it announces
    // with `load`): focus moves from the look-alike to the widget's box, and a press made before
    // the widget was there (on the look-alike, or on its place while the widget replaced it) solves.
    const mounted = () => {
      const waiting = document.activeElement;
      if (lookAlikeFocused.current && (waiting === document.body || waiting === holder.current))
        (element.shadowRoot ?? element)
          .querySelector<HTMLInputElement>("input[type='checkbox']")
          ?.focus();
      if (solveOnLoad.current) void element.verify();
      lookAlikeFocused.current = solveOnLoad.current = false;
    };
    element.addEventListener("statechange", onState);
    if (typeof element.verify === "function") mounted();
    else element.addEventListener("load", mounted, { once: true });
    return () => {
      element.removeEventListener("statechange", onState);
      element.removeEventListener("load", mounted);
    };
  }, [ready, announcements]);

  return (
    <div
      ref={holder}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.target !== holder.current || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        solveOnLoad.current = true;
      }}
      className="min-h-[4.5rem] rounded-xl"
      data-captcha={config.provider}
      data-ready={ready || undefined}
    >
      <p aria-live="polite" className="sr-only" data-captcha-announcement="">
        {announcement}
      </p>
      {config.provider === "altcha" &&
        (ready ? (
          <altcha-widget
            ref={widget}
            challenge={config.challengeUrl}
            name="captcha"
            language={copy.widget.language}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              solveOnLoad.current = true;
              setWanted(true);
            }}
            ref={lookAlike}
            className="flex min-h-[4.5rem] w-full items-center gap-2 rounded-xl border border-line p-3 text-start"
          >
            <span aria-hidden="true" className="size-6 rounded-[5px] border border-muted" />
            {copy.label}
          </button>
        ))}
      {failed && !ready && <p className="mt-2 text-sm text-accent">{copy.announcements.error}</p>}
    </div>
  );
}
