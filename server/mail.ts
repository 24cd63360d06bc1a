import "server-only";
import { randomBytes } from "node:crypto";
import {
  mkdir as mkdirCallback,
  rename as renameCallback,
  writeFile as writeFileCallback,
} from "node:fs";
import { promisify } from "node:util";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-schema";
import { getConfig, type Config } from "./config";
import type { EnquiryRecord } from "./db/types";
import { attributionLine } from "./attribution";
import { LANGUAGE_NAMES } from "./language-names";
import { getLogger, type Logger } from "./log";

// The callback API, promisified: fs/promises adds FileHandle and AbortSignal bookkeeping to
// every call, measurable at hundreds of messages a second (~15 % of an .eml delivery here).
const writeFile = promisify(writeFileCallback);
const rename = promisify(renameCallback);
const mkdir = promisify(mkdirCallback);

/** The sender's display name; the address is MAIL_FROM, the site's own. */
const MAIL_FROM_NAME = "Deccan Softworks website";

type Address = { name: string; address: string };

export type MailMessage = {
  from: Address;
  /** MAIL_TO: one address or several. */
  to: string[];
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`, stable per enquiry. */
  messageId: string;
};

export type SendResult =
  { transport: "smtp"; response: string } | { transport: "file"; path: string };

export type Mailer = (message: MailMessage) => Promise<SendResult>;

/** Anything that reaches a header loses its line breaks (header injection). */
export const headerSafe = (value: string) =>
  value
    .replace(/[\r\n\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );

/** A fresh Message-ID on the sender's domain, assigned when the enquiry is stored. */
export function newMessageId(mailFrom: string): string {
  const domain = mailFrom.split("@").pop() || "localhost";
  return `<enquiry.${Date.now().toString(36)}.${randomBytes(9).toString("base64url")}@${domain}>`;
}

/** The notification for one enquiry: from the site, to MAIL_TO, replies go to the visitor. */
export function renderEnquiryMail(
  enquiry: EnquiryRecord,
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO">,
): MailMessage {
  const source = enquiry.source || CONTACT_PAGE_SOURCE;
  const received = new Date(enquiry.createdAt).toISOString();
  const fields: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "not given"],
    ["Sent from", source],
    // The page the visitor wrote from: an Arabic enquiry is best answered in Arabic.
    ["Language", LANGUAGE_NAMES[enquiry.language]],
    ["Came from", attributionLine(enquiry.attribution)],
    ["Received", received],
    ["Reference", `#${enquiry.id}`],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const text = [
    `New enquiry from the website (${source}).`,
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this e-mail to answer the visitor.",
    "",
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<p>New enquiry from the website (${escapeHtml(source)}).</p>`,
    "<table>",
    ...fields.map(
      ([label, value]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<p><strong>Message:</strong></p>",
    `<p>${escapeHtml(enquiry.message).replace(/\n/g, "<br>\n")}</p>`,
    "<p>Reply to this e-mail to answer the visitor.</p>",
    "</body></html>",
    "",
  ].join("\n");
  return {
    from: { name: MAIL_FROM_NAME, address: config.MAIL_FROM },
    to: config.MAIL_TO,
    replyTo: { name: headerSafe(enquiry.name), address: headerSafe(enquiry.email) },
    subject: headerSafe(`New enquiry from ${enquiry.name} (${source})`),
    text,
    html,
    messageId: headerSafe(enquiry.messageId),
  };
}

const toNodemailer = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
});

/** An SMTP mailer (a small connection pool) for SMTP_URL, with timeouts so a dead server fails fast. */
function smtpMailer(url: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send: Mailer = async (message) => {
    const info = await transport.sendMail(toNodemailer(message));
    return { transport: "smtp", response: String(info.response ?? "") };
  };
  return Object.assign(send, { close: () => transport.close() });
}

/** Writes each message as an RFC 822 `.eml` file into `dir` (written whole, then renamed). */
export function fileMailer(dir: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (message) => {
    const info = await transport.sendMail(toNodemailer(message));
    // Named after the Message-ID: a resend after a crash overwrites the same file.
    const name = message.messageId.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_");
    const path = join(dir, `${name}.eml`);
    const temporary = `${path}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, info.message as Buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, info.message as Buffer);
    }
    await rename(temporary, path);
    logger.info({ event: "mail.written", path, messageId: message.messageId });
    return { transport: "file", path };
  };
}

/** The mailer configuration picks: SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox. */
function createMailer(config: Pick<Config, "SMTP_URL" | "DATA_DIR">, logger: Logger): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL)
    : fileMailer(join(resolve(config.DATA_DIR), "outbox"), logger);
}

const MAILER = Symbol.for("deccan.mailer");
type Holder = { [MAILER]?: Mailer };

/** The one-function facade: sends a message over the configured transport. */
export async function sendMail(message: MailMessage): Promise<SendResult> {
  const holder = globalThis as Holder;
  holder[MAILER] ??= createMailer(getConfig(), getLogger());
  return holder[MAILER](message);
}
