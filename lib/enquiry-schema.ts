import { z } from "zod";

// No run-time code generation: the site's CSP forbids eval, and zod would otherwise probe for it.
z.config({ jitless: true });

/**
 * The one schema of an enquiry, shared by the Contact Us form, the inquiry modal and the
 * endpoint `POST /mailservice/mailer.php`. Client-safe: no server imports.
 */
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

// Single-line fields lose every control character; the message keeps tabs and line breaks.
const stripControls = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").trim();
const stripControlsKeepLines = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    .trim();

const singleLine = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .transform(stripControls)
    .pipe(z.string().max(max, { message: `${label} must be at most ${max} characters.` }));

export const enquirySchema = z.object({
  name: singleLine(ENQUIRY_LIMITS.name, "Name").pipe(
    z.string().min(1, { message: "Please enter your name." }),
  ),
  email: singleLine(ENQUIRY_LIMITS.email, "Email").pipe(
    z.email({ message: "Please enter a valid email address." }),
  ),
  phone: singleLine(ENQUIRY_LIMITS.phone, "Phone")
    .pipe(
      z
        .string()
        .regex(/^[0-9 +().-]*$/, { message: "Use digits, spaces and + ( ) - . only." })
        .refine((value) => value === "" || (value.match(/\d/g)?.length ?? 0) >= 6, {
          message: "Please enter a phone number with at least 6 digits.",
        }),
    )
    .default(""),
  message: z
    .string({ message: "Message must be text." })
    .transform(stripControlsKeepLines)
    .pipe(
      z
        .string()
        .min(1, { message: "Please tell us how we can help." })
        .max(ENQUIRY_LIMITS.message, {
          message: `Message must be at most ${ENQUIRY_LIMITS.message} characters.`,
        }),
    ),
  captcha: z
    .string({ message: "Please complete the CAPTCHA" })
    .min(1, { message: "Please complete the CAPTCHA" })
    .max(ENQUIRY_LIMITS.captcha, { message: "The CAPTCHA response is too long." }),
  source: singleLine(ENQUIRY_LIMITS.source, "Source").optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The Contact Us form requires the phone number too. */
export const contactEnquirySchema = enquirySchema.extend({
  phone: enquirySchema.shape.phone.refine((value) => value !== "", {
    message: "Please enter your phone number.",
  }),
});

/** The prefix the message carries: `Contact Us Page: ` from the Contact Us form, `{service}: ` from a service page. */
export const CONTACT_PAGE_SOURCE = "Contact Us Page";
export const messagePrefix = (source: string) => `${source}: `;

/** What the endpoint answers; the forms read only `success`. */
export type EnquiryResponse = { success: true } | { success: false; error: string };
