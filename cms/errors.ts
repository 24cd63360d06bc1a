import { APIError } from "payload";

/**
 * A refusal whose message reaches the person: Payload shows an error's message only when it has a
 * name, and a production build's minifier leaves the class's own name empty.
 */
export class Refusal extends APIError {
  constructor(status: 400 | 403, message: string, data?: Record<string, unknown>) {
    super(message, status, data ?? null, true);
    this.name = "Refusal";
  }
}
