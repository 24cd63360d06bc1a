import { SMTPServer } from "smtp-server";

/** One message the sink accepted, with a minimal RFC 822 / MIME reading of it. */
export type ReceivedMail = {
  /** The SMTP envelope. */
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header values by lower-case name (unfolded, the first occurrence of each). */
  headers: Record<string, string>;
  /** Decoded text/plain and text/html parts. */
  text: string;
  html: string;
};

export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
};

/** Splits a message (or MIME part) into unfolded headers and body. */
function parseHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Reads headers and the text and HTML parts of a (possibly multipart) message. */
export function parseMail(raw: string): Omit<ReceivedMail, "envelope"> {
  const { headers, body } = parseHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith("--")) break;
        const part = parseHeaders(section.replace(/^\r?\n/, ""));
        visit(part.headers, part.body.replace(/\r?\n$/, ""));
      }
    } else {
      parts.push({ type: type.toLowerCase(), content: decodeBody(partHeaders, partBody) });
    }
  };
  visit(headers, body);
  const find = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? "";
  return { raw, headers, text: find("text/plain"), html: find("text/html") };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts; `delayMs` holds each
 * answer to DATA that long (a slow mail server).
 */
export async function startSmtpSink(port = 0, { delayMs = 0 } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        messages.push({
          envelope: {
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((recipient) => recipient.address),
          },
          ...parseMail(raw),
        });
        setTimeout(() => {
          for (const wake of waiters) wake();
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`expected ${count} messages, got ${messages.length} in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
