// A throwaway certificate authority for the edge under test, made with the openssl command, and a
// fetch that trusts it.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { join } from "node:path";

export type TestCertificates = {
  /** The CA's certificate (PEM file): what a client trusts, and the chain nginx staples against. */
  ca: string;
  /** The server's certificate for 127.0.0.1 and localhost, and its key (PEM files). */
  cert: string;
  key: string;
  /** The base64 SHA-256 of the server's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
  spki: string;
};

const openssl = (args: string[], cwd: string) =>
  execFileSync("openssl", args, { cwd, stdio: ["ignore", "pipe", "pipe"] });

/** A CA valid for two days, and a server certificate it signed for 127.0.0.1 and localhost, in `dir`. */
export function makeCertificates(dir: string): TestCertificates {
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    [
      "req",
      "-x509",
      ...ec,
      "-days",
      "2",
      "-subj",
      "/CN=Site edge test CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
      "-keyout",
      "ca.key",
      "-out",
      "ca.pem",
    ],
    dir,
  );
  openssl(
    ["req", ...ec, "-subj", "/CN=127.0.0.1", "-keyout", "server.key", "-out", "server.csr"],
    dir,
  );
  writeFileSync(
    join(dir, "server.ext"),
    [
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
    ].join("\n"),
  );
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      "server.ext",
      "-out",
      "server.pem",
    ],
    dir,
  );
  const cert = join(dir, "server.pem");
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({
    type: "spki",
    format: "der",
  });
  return {
    ca: join(dir, "ca.pem"),
    cert,
    key: join(dir, "server.key"),
    spki: createHash("sha256").update(publicKey).digest("base64"),
  };
}

/**
 * `fetch` over HTTPS (HTTP/1.1) that trusts the CA in `caFile`: Node 20's own fetch takes no CA.
 * Unlike fetch, it neither follows redirects nor decompresses: the body is the bytes as sent.
 * Like a browser (RFC 9112, 9.3.1), a GET or HEAD sent on a kept-alive connection that the server
 * closed as it was sent, before any answer, is sent once more on a new connection: a connection
 * the edge closes when idle can meet a request on its way.
 */
export function trustingFetch(caFile: string) {
  const agent = new Agent({ ca: readFileSync(caFile), keepAlive: true });
  const send = (url: string, init: RequestInit, retried: boolean): Promise<Response> =>
    new Promise((resolve, reject) => {
      if (init.body !== undefined && init.body !== null && typeof init.body !== "string")
        throw new Error("trustingFetch sends string bodies only");
      const method = init.method ?? "GET";
      const outgoing = request(
        url,
        { agent, method, headers: Object.fromEntries(new Headers(init.headers)) },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const headers = new Headers();
            for (let i = 0; i < incoming.rawHeaders.length; i += 2)
              headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
            const status = incoming.statusCode!;
            const empty = [204, 304].includes(status) || method === "HEAD";
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        const idempotent = method === "GET" || method === "HEAD";
        if (idempotent && !retried && outgoing.reusedSocket && error.code === "ECONNRESET")
          send(url, init, true).then(resolve, reject);
        else reject(error);
      });
      outgoing.end(init.body ?? undefined);
    });
  return (url: string, init: RequestInit = {}): Promise<Response> => send(url, init, false);
}
