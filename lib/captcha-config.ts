import type { CaptchaConfig } from "@/components/enquiry/captcha";

/** What the forms' captcha widget needs, from the configuration the site is built with. */
export function captchaClientConfig(): CaptchaConfig {
  return process.env.CAPTCHA_PROVIDER === "recaptcha"
    ? { provider: "recaptcha", siteKey: process.env.RECAPTCHA_SITE_KEY ?? "" }
    : { provider: "altcha", challengeUrl: "/mailservice/challenge" };
}
