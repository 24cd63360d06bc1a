import { APIError, type PayloadRequest } from "payload";

/** Words in both of the admin's languages. */
export type Bilingual = { en: string; ar: string };

/** Words for the person, in the language of their admin: a field's `validate` returns its refusal so. */
export const inAdminLanguage = (req: PayloadRequest | undefined, words: Bilingual) =>
  req?.i18n?.language === "ar" ? words.ar : words.en;

/**
 * A refusal whose message reaches the person, in the language of their admin (Arabic or English):
 * Payload shows an error's message only when it has a name, and a production build's minifier
 * leaves the class's own name empty.
 */
export class Refusal extends APIError {
  constructor(
    req: PayloadRequest,
    status: 400 | 403,
    message: Bilingual,
    data?: Record<string, unknown>,
  ) {
    super(inAdminLanguage(req, message), status, data ?? null, true);
    this.name = "Refusal";
  }
}
