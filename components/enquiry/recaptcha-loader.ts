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
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    window.__onRecaptchaLoad = () => resolve(window.grecaptcha!);
    const script = document.createElement("script");
    // English pages leave the widget's language to Google (the browser's), as they always have.
    const hl = language === "en" ? "" : `&hl=${language}`;
    script.src = `https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit${hl}`;
    script.async = true;
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.append(script);
  });
  return recaptchaScript;
}

/**
 * Loads Google's script (once per page) and draws reCAPTCHA v2 in `element`; returns its reset,
 * or null if the element left the page meanwhile. Imported only where reCAPTCHA is the configured
 * provider, so sites on ALTCHA never download it.
 */
export async function renderRecaptcha(
  element: HTMLElement,
  {
    siteKey,
    language,
    onToken,
  }: { siteKey: string; language: string; onToken: (token: string | null) => void },
): Promise<(() => void) | null> {
  const grecaptcha = await loadRecaptcha(language);
  if (!element.isConnected) return null;
  const id = grecaptcha.render(element, {
    sitekey: siteKey,
    theme: "light",
    size: "normal",
    type: "image",
    callback: (token: string) => onToken(token),
    "expired-callback": () => onToken(null),
  });
  return () => grecaptcha.reset(id);
}
