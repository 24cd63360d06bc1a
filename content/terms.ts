import { retentionPeriod } from "./privacy";
import type { Localized } from "./locales";
import { site } from "./site";
import termsAr from "./terms.ar";

export type TermsSection = {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
};

export const termsLastUpdated = "2026-11-01";

const termsIntro: string[] = [
  `These terms are an agreement between you and ${site.legalName} ("${site.brand}", "we", "us" or "our"), a company based in ${site.address.locality}, India. They apply to this website and to the software development, cloud, support and related services we provide.`,
  `By using this website or our services, you accept these terms. If you are using them for a company or other organisation, you confirm that you are authorised to accept these terms on its behalf. Where a signed statement of work or other written agreement with us says something different, that agreement takes precedence for the engagement it covers.`,
];

/** The sections; `retentionDays` is ENQUIRY_RETENTION_DAYS, which the privacy section states. */
const termsSections = (retentionDays: number): TermsSection[] => [
  {
    id: "use-of-services",
    title: "Use of services",
    paragraphs: [
      `You may use this website and our services only if you are 18 or older, or if you have the consent of a parent or guardian who accepts these terms on your behalf.`,
      `You agree to use the website and our services lawfully and only for their intended purpose. The scope, timelines and deliverables of each engagement, whether a fixed-scope project, a dedicated team, time and materials work or a support and maintenance retainer, are set out in the statement of work or written agreement for that engagement.`,
      "You must not:",
    ],
    points: [
      "break, probe or bypass the security of this website, our project portals, staging environments or support desk;",
      "upload malware or any content that is unlawful, infringing or harmful;",
      "use our services to infringe the rights of others or to breach any law that applies to you;",
      "copy, scrape or resell our website content or services without our written permission.",
    ],
  },
  {
    id: "software-licensing",
    title: "Software licensing",
    paragraphs: [
      `When we deliver software to you, you receive a licence to use it for the purposes set out in the statement of work. Unless the statement of work says otherwise, this licence is non-exclusive and may not be transferred without our written consent.`,
      `Ownership of delivered software is decided by the signed statement of work. Where it provides for the transfer of ownership to you, that transfer takes effect as described in the Intellectual property section below.`,
      `Delivered software may include third-party and open-source components. These remain under their own licences, and you agree to follow those licence terms. We will tell you which significant third-party components a deliverable relies on when you ask.`,
    ],
  },
  {
    id: "user-accounts",
    title: "User accounts",
    paragraphs: [
      `During an engagement we may give you accounts on our project portals, staging environments or support desk. You must keep your login details confidential and must not share accounts between people.`,
      `You are responsible for all activity that takes place under your accounts. Make sure the people you give access to follow these terms.`,
      `If you suspect that an account has been used without authorisation or that credentials have been exposed, tell us at once at ${site.email}. We may disable an account, reset credentials or restrict access where we reasonably believe this is needed to protect your project or our systems.`,
    ],
  },
  {
    id: "payment",
    title: "Payment",
    paragraphs: [
      `We invoice according to the payment schedule in the statement of work or written agreement. Invoices are payable by the due date shown on them, in Indian rupees (INR) or another currency agreed in writing.`,
      `Goods and Services Tax (GST) and any other applicable taxes are charged in addition to our fees, as required by law. Bank charges and currency conversion costs on your side are your responsibility.`,
      `Fees are non-refundable unless the statement of work or a written agreement says otherwise. If an invoice remains unpaid after its due date, we may pause work or support until it is settled, after giving you notice.`,
    ],
  },
  {
    id: "support-and-updates",
    title: "Support and updates",
    paragraphs: [
      `Our standard support hours are Monday to Friday, 9:30 to 18:30 IST, excluding public holidays. Clients on a support plan receive 24/7 support, with the response times and escalation contacts set out in their plan.`,
      `Support plans cover fixing defects in software we delivered so that it works as agreed in the statement of work, monitoring and routine maintenance of the systems named in the plan, and guidance for your team on operating the delivered software.`,
      `During a support plan we apply security patches and updates to supported software and its dependencies. We schedule planned updates with you in advance and apply urgent security fixes as soon as practical.`,
      "Support does not cover:",
    ],
    points: [
      "new features, redesigns or changes to agreed scope, which we quote separately;",
      "problems caused by changes made by you or third parties without our involvement;",
      "third-party software, hosting or services that we do not manage under the plan;",
      "software outside the plan, or work after the plan has ended or been suspended.",
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    paragraphs: [
      `The content of this website, including text, graphics, logos and the ${site.brand} name and brand, belongs to ${site.legalName} or its licensors. You may not use it without our written permission, other than to view and share pages for ordinary purposes.`,
      `Intellectual property in deliverables created for you transfers to you as set out in the contract for that engagement, once you have paid all fees due for those deliverables in full.`,
      `Tools, libraries, frameworks, templates and know-how that we owned or developed before or independently of your engagement remain ours. Where they form part of your deliverables, you receive a non-exclusive, perpetual licence to use them as part of those deliverables.`,
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    paragraphs: [
      `When you contact us through the enquiry form on this website, we collect your name, e-mail address, phone number and your message. We use this information only to reply to your enquiry and, if you become a client, to carry out the engagement.`,
      `With the enquiry, and only with it, we also record how your visit began: the page you arrived on, the website that linked to it (its address only) and any campaign tags in that link, as well as the page you wrote from and whether you used a phone, a tablet or a computer. Your browser keeps this in the open tab, without a cookie (a tab opened from one of our pages asks our other open tabs for it), and sends it only when you send an enquiry; nothing is recorded if you do not. It is kept and erased with the enquiry.`,
      `We do not sell your personal data. We share it only with service providers who help us run our business, such as e-mail and hosting providers, under obligations to protect it, or where the law requires us to.`,
      `We keep an enquiry for ${retentionPeriod(retentionDays)} from the day we receive it, so that we can answer it and follow it up, and then delete it automatically. Other personal data we keep only for as long as we need it for these purposes or as the law requires. We handle personal data in line with India's Digital Personal Data Protection Act, 2023.`,
      `To access, correct or erase your personal data (we can erase your enquiries at once), or to withdraw your consent, write to ${site.email}.`,
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of liability",
    paragraphs: [
      `We are not liable for any indirect, incidental, special or consequential damages, including loss of profits, revenue, data or business opportunity, arising from this website or our services, even if we were told such losses were possible.`,
      `Our total liability for any claim arising from our services or these terms is limited to the fees you paid us in the 12 months before the claim arose.`,
      `Nothing in these terms limits or excludes any liability that cannot be limited or excluded under applicable law.`,
    ],
  },
  {
    id: "termination",
    title: "Termination",
    paragraphs: [
      `Either party may end an engagement by giving the notice set out in the contract for that engagement. You pay for work done and costs committed up to the date termination takes effect.`,
      `We may suspend or end your access to our portals, staging environments, support desk or services if you materially breach these terms or your contract, including by failing to pay undisputed invoices, and do not fix the breach after we notify you. We may act without notice where needed to prevent harm to our systems or to others.`,
      "The following survive the end of an engagement:",
    ],
    points: [
      "payment obligations for work done and fees due;",
      "intellectual property and licence terms for deliverables already paid for;",
      "confidentiality obligations;",
      "limitation of liability and governing law.",
    ],
  },
  {
    id: "governing-law",
    title: "Governing law",
    paragraphs: [
      `These terms, and any dispute arising from them or from our services, are governed by the laws of India.`,
      `The courts at ${site.address.locality}, ${site.governingLawState} have exclusive jurisdiction over any such dispute.`,
      `Before going to court, both parties agree to try in good faith to resolve the dispute through discussion between senior representatives.`,
    ],
  },
  {
    id: "changes-to-these-terms",
    title: "Changes to these terms",
    paragraphs: [
      `We may update these terms from time to time. The date at the top of this page shows when they were last changed.`,
      `If you continue to use this website or our services after an update, you accept the updated terms. We will notify active clients of material changes by e-mail before they take effect.`,
      `If you have questions about these terms, write to ${site.email}.`,
    ],
  },
];

/** The Terms page's copy in one language: the introduction and the sections. */
export type TermsCopy = {
  intro: string[];
  /** `retentionDays` is ENQUIRY_RETENTION_DAYS, which the privacy section states. */
  sections: (retentionDays: number) => TermsSection[];
};

/** Every locale holds the whole Terms page (the Arabic in terms.ar.ts). */
export const termsCopy: Localized<TermsCopy> = {
  en: { intro: termsIntro, sections: termsSections },
  ar: termsAr,
};
