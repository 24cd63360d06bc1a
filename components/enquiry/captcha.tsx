"use client";

import type {} from "altcha/types/react";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";

export type CaptchaConfig =
  { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

export type CaptchaHandle = { reset: () => void };

type Props = {
  config: CaptchaConfig;
  /** The token once solved; null when it expires or is reset. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
};

type Grecaptcha = {
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    window.__onRecaptchaLoad = () => resolve(window.grecaptcha!);
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit";
    script.async = true;
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.append(script);
  });
  return recaptchaScript;
}

/**
 * The captcha: ALTCHA (self-hosted proof of work) or reCAPTCHA v2. Its script loads only
 * when the form comes near the viewport or is focused, so the first screen never waits for it.
 */
export function Captcha({ config, onToken, ref }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const recaptchaId = useRef<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const tokenHandler = useRef(onToken);
  useEffect(() => {
    tokenHandler.current = onToken;
  }, [onToken]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      tokenHandler.current(null);
      if (config.provider === "altcha") widget.current?.reset?.();
      else if (recaptchaId.current !== null) window.grecaptcha?.reset(recaptchaId.current);
    },
  }));

  // Load when the widget scrolls into view or the form is focused.
  useEffect(() => {
    const element = holder.current;
    if (!element || wanted) return;
    const form = element.closest("form");
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      {
        rootMargin: "400px 0px",
      },
    );
    observer.observe(element);
    form?.addEventListener("focusin", want);
    return () => {
      observer.disconnect();
      form?.removeEventListener("focusin", want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    if (config.provider === "altcha") {
      import("./altcha-loader")
        .then(({ loadAltcha }) => loadAltcha())
        .then(() => !cancelled && setReady(true))
        .catch((error) => console.error("The captcha did not load:", error));
    } else {
      loadRecaptcha()
        .then((grecaptcha) => {
          if (cancelled || !holder.current || recaptchaId.current !== null) return;
          recaptchaId.current = grecaptcha.render(holder.current, {
            sitekey: config.siteKey,
            theme: "light",
            size: "normal",
            type: "image",
            callback: (token: string) => tokenHandler.current(token),
            "expired-callback": () => tokenHandler.current(null),
          });
        })
        .catch((error) => console.error(error));
    }
    return () => {
      cancelled = true;
    };
  }, [wanted, config]);

  // ALTCHA reports its state through DOM events.
  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      tokenHandler.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", onState);
    return () => element.removeEventListener("statechange", onState);
  }, [ready]);

  return (
    <div
      ref={holder}
      className="min-h-[4.5rem]"
      data-captcha={config.provider}
      data-ready={ready || undefined}
    >
      {config.provider === "altcha" && ready && (
        <altcha-widget ref={widget} challenge={config.challengeUrl} name="captcha" />
      )}
    </div>
  );
}
