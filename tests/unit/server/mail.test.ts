import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { NO_ATTRIBUTION } from "@/server/attribution";
import type { EnquiryRecord } from "@/server/db/types";
import { silentLogger } from "@/server/log";
import {
  escapeHtml,
  fileMailer,
  headerSafe,
  newMessageId,
  renderEnquiryMail,
  type MailMessage,
} from "@/server/mail";
import { parseMail } from "../../e2e/support/smtp";
import { tempDir } from "./support";

const config = {
  MAIL_FROM: "website@deccansoftworks.example",
  MAIL_TO: ["sales@deccansoftworks.example"],
};

const record = (overrides: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: 42,
  createdAt: Date.UTC(2025, 0, 31, 9, 30),
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: "Contact Us Page: Hello,\nwe need an app.\n\nThanks",
  source: null,
  language: "en",
  clientIp: "203.0.113.9",
  status: "queued",
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  messageId: "<enquiry.abc@deccansoftworks.example>",
  handling: "open",
  handledAt: null,
  attribution: NO_ATTRIBUTION,
  webhook: null,
  heldAt: null,
  heldReason: null,
  assignedTo: null,
  ...overrides,
});

/** The raw RFC 822 message nodemailer makes of it, read back. */
async function compose(message: MailMessage) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return parseMail((info.message as Buffer).toString("utf8"));
}

describe("renderEnquiryMail", () => {
  it("sends from the site's own address, to MAIL_TO, with replies going to the visitor", async () => {
    const mail = await compose(renderEnquiryMail(record(), config));
    expect(mail.headers.from).toBe("Deccan Softworks website <website@deccansoftworks.example>");
    expect(mail.headers.to).toBe("sales@deccansoftworks.example");
    expect(mail.headers["reply-to"]).toBe("Asha Rao <asha@example.com>");
    expect(mail.headers["message-id"]).toBe("<enquiry.abc@deccansoftworks.example>");
    expect(mail.headers.subject).toBe("New enquiry from Asha Rao (Contact Us Page)");
  });

  it("names the service in the subject for the inquiry modal", () => {
    expect(renderEnquiryMail(record({ source: "Cloud Services" }), config).subject).toBe(
      "New enquiry from Asha Rao (Cloud Services)",
    );
  });

  it("keeps every field and the message's line breaks in the text part", async () => {
    const mail = await compose(renderEnquiryMail(record(), config));
    for (const value of [
      "Asha Rao",
      "asha@example.com",
      "+91 98765 43210",
      "Contact Us Page",
      "#42",
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text.replace(/\r\n/g, "\n")).toContain(
      "Contact Us Page: Hello,\nwe need an app.\n\nThanks",
    );
  });

  it("states the language of the page the visitor wrote from, in the text and the HTML", async () => {
    const english = await compose(renderEnquiryMail(record(), config));
    expect(english.text).toMatch(/^Language: {2}English\r?$/m);
    expect(english.html).toMatch(/>Language<\/th><td [^>]*>English<\/td>/);
    const arabic = await compose(
      renderEnquiryMail(
        record({
          language: "ar",
          source: "Cloud Services",
          message: "Cloud Services: نحتاج إلى ترحيل أنظمتنا.",
        }),
        config,
      ),
    );
    expect(arabic.text).toMatch(/^Language: {2}Arabic\r?$/m);
    expect(arabic.html).toMatch(/>Language<\/th><td [^>]*>Arabic<\/td>/);
    // The prefix and the rest of the mail stay English; the visitor's words are kept as written.
    expect(arabic.headers.subject).toBe("New enquiry from Asha Rao (Cloud Services)");
    expect(arabic.text).toContain("Cloud Services: نحتاج إلى ترحيل أنظمتنا.");
  });

  it("escapes every field in the HTML part and keeps line breaks as <br>", async () => {
    const hostile = record({
      name: `<img src=x onerror="alert(1)">`,
      email: "o'brien&co@example.com",
      phone: "+1 (555) 010-0000",
      source: "<b>Cloud</b> & Co",
      message: `Contact Us Page: <script>alert("x")</script>\nline 2 & 'quoted'`,
    });
    const { html } = await compose(renderEnquiryMail(hostile, config));
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("o&#39;brien&amp;co@example.com");
    expect(html).toContain("&lt;b&gt;Cloud&lt;/b&gt; &amp; Co");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>\nline 2 &amp; &#39;quoted&#39;",
    );
  });

  it("strips CR/LF from everything that reaches a header", async () => {
    const hostile = record({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com\r\nX-Injected: 1",
      source: "Cloud\nServices",
    });
    const message = renderEnquiryMail(hostile, config);
    expect(message.subject).toBe("New enquiry from Eve Bcc: victim@example.com (Cloud Services)");
    expect(message.replyTo.name).toBe("Eve Bcc: victim@example.com");
    const mail = await compose(message);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers["x-injected"]).toBeUndefined();
  });

  it("quotes a display name with special characters", async () => {
    const mail = await compose(renderEnquiryMail(record({ name: 'Rao, Asha "AR"' }), config));
    expect(mail.headers["reply-to"]).toBe('"Rao, Asha \\"AR\\"" <asha@example.com>');
  });
});

describe("helpers", () => {
  it("headerSafe folds line breaks and runs of space", () => {
    expect(headerSafe(" a\r\nb\u2028c\n\n d ")).toBe("a b c d");
  });

  it("escapeHtml escapes the five specials", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("newMessageId is unique, on the sender's domain", () => {
    const a = newMessageId("website@deccansoftworks.example");
    expect(a).toMatch(/^<enquiry\.[\w.-]+@deccansoftworks\.example>$/);
    expect(newMessageId("website@deccansoftworks.example")).not.toBe(a);
  });
});

describe("fileMailer", () => {
  const temporary = tempDir();
  afterAll(() => temporary.cleanup());

  it("writes an RFC 822 .eml file named after the Message-ID, and overwrites it on a resend", async () => {
    const outbox = join(temporary.dir, "outbox");
    const send = fileMailer(outbox, silentLogger);
    const message = renderEnquiryMail(record(), config);
    const result = await send(message);
    await send(message);
    expect(result).toEqual({
      transport: "file",
      path: join(outbox, "enquiry.abc@deccansoftworks.example.eml"),
    });
    expect(readdirSync(outbox)).toEqual(["enquiry.abc@deccansoftworks.example.eml"]);
    const mail = parseMail(
      readFileSync(join(outbox, "enquiry.abc@deccansoftworks.example.eml"), "utf8"),
    );
    expect(mail.headers["message-id"]).toBe("<enquiry.abc@deccansoftworks.example>");
    expect(mail.headers["reply-to"]).toBe("Asha Rao <asha@example.com>");
  });
});
