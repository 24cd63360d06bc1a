/** The enquiry's limits and message prefix: constants the forms need before any validation code loads. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  /**
   * The message as the visitor types it, the same on every form; the message as sent also carries
   * its prefix ("Contact Us Page: " or "{service}: "), which `sentMessage` allows for.
   */
  message: 5000,
  source: 100,
  captcha: 20_000,
  /** Each value of an enquiry's attribution (lib/attribution.ts): a path, a host, a UTM value. */
  attribution: 200,
  /** Request body, bytes. */
  body: 32 * 1024,
} as const;

/** The prefix the message carries: `Contact Us Page: ` from the Contact Us form, `{service}: ` from a service page. */
export const CONTACT_PAGE_SOURCE = "Contact Us Page";
export const messagePrefix = (source: string) => `${source}: `;

/** The longest message the endpoint takes: what a visitor may type plus the longest prefix. */
export const SENT_MESSAGE_LIMIT =
  ENQUIRY_LIMITS.message + messagePrefix("x".repeat(ENQUIRY_LIMITS.source)).length;
