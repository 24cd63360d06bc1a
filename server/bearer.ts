import "server-only";
import { timingSafeEqual } from "node:crypto";

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The answer to a request that may not pass, for an endpoint turned on by a token: 404 while the
 * token is not set (the endpoint does not exist), 401 without `Authorization: Bearer <token>`
 * (compared in constant time); null when it may pass.
 */
export function bearerRefusal(request: Request, token: string | undefined, realm: string) {
  const headers = { "Cache-Control": "no-store" };
  if (!token) return new Response("Not found\n", { status: 404, headers });
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (sameText(given, token)) return null;
  return new Response("Unauthorized\n", {
    status: 401,
    headers: { ...headers, "WWW-Authenticate": `Bearer realm="${realm}"` },
  });
}
