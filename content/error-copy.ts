/**
 * The error page's words in English (components/site/error-notice.tsx), Arabic in
 * error-copy.ar.ts. An error boundary is client code, so its words ship in the script of every page
 * of its language: they live apart from the rest of the interface's copy, one file per language.
 */
export type ErrorCopy = {
  eyebrow: string;
  heading: string;
  /** What happened, by cause: a part of the page did not download, or the page's own code failed. */
  text: { download: string; fault: string };
  retry: string;
  backToHome: string;
};

export const errorCopy: ErrorCopy = {
  eyebrow: "Error",
  heading: "This page could not be shown",
  text: {
    download:
      "Part of it did not download, perhaps because the connection dropped. Try again, or reach us directly: we answer every enquiry within one working day.",
    fault:
      "Something on it went wrong on our side, and we have been told. Try again, or reach us directly: we answer every enquiry within one working day.",
  },
  retry: "Try again",
  backToHome: "Back To Home",
};
