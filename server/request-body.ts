import "server-only";

/** Reads a request body, refusing (null) once it exceeds `limit` bytes, whatever Content-Length says. */
async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export const mediaType = (contentType: string | null) =>
  contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

export type JsonBody =
  { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * A JSON request body of at most `limit` bytes (413 past it, declared or streamed), sent as one of
 * `types` (application/json unless given; 415 otherwise) in valid UTF-8 and JSON (400 otherwise).
 * `what` names it in the errors ("enquiry", "report").
 */
export async function readJsonBody(
  request: Request,
  limit: number,
  what: string,
  types: readonly string[] = ["application/json"],
): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: `The ${what} is too large.` } as const;
  if (Number(request.headers.get("content-length") ?? "0") > limit) return tooLarge;
  if (!types.includes(mediaType(request.headers.get("content-type")))) {
    return {
      ok: false,
      status: 415,
      error: `Send the ${what} as JSON (Content-Type: ${types.join(" or ")}).`,
    };
  }
  const bytes = await readBodyCapped(request, limit);
  if (!bytes) return tooLarge;
  try {
    return { ok: true, body: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}

export type FormBody =
  { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413; error: string };

/**
 * The fields of a form a browser submitted (application/x-www-form-urlencoded, the caller checked
 * its type), in at most `limit` bytes of valid UTF-8.
 */
export async function readFormBody(request: Request, limit: number): Promise<FormBody> {
  const bytes = await readBodyCapped(request, limit);
  if (!bytes) return { ok: false, status: 413, error: "The form is too large." };
  try {
    return {
      ok: true,
      fields: new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes)),
    };
  } catch {
    return { ok: false, status: 400, error: "The form is not valid UTF-8." };
  }
}
