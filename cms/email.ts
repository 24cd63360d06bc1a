import nodemailer from "nodemailer";
import type { EmailAdapter } from "payload";

/** The editor's e-mail (password resets) through the site's mail server, SMTP_URL. */
export const smtpEmail =
  ({ url, from }: { url: string; from: string }): EmailAdapter =>
  () => {
    const transport = nodemailer.createTransport(url);
    return {
      name: "smtp",
      defaultFromAddress: from,
      defaultFromName: "Site editor",
      sendEmail: (message) => transport.sendMail(message),
    };
  };
