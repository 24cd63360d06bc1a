/**
 * The editor starts nothing at start-up. Without this file, Next.js builds the site's
 * instrumentation.ts (the enquiry service: its database, outbox and housekeeping) into the editor.
 */
export function register() {}
