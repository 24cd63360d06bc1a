/** The enquiry's limits and message prefix: constants the forms need before any validation code loads. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  /** The message as sent, prefix included ("Contact Us Page: " or "{service}: "). */
  message: 5000,
  source: 100,
  captcha: 20_000,
  /** Request body, bytes. */
  body: 32 * 1024,
} as const;

/** The prefix the message carries: `Contact Us Page: ` from the Contact Us form, `{service}: ` from a service page. */
export const CONTACT_PAGE_SOURCE = "Contact Us Page";
export const messagePrefix = (source: string) => `${source}: `;
