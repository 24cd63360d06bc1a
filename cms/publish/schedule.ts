import type { CollectionBeforeDeleteHook, Config, Payload } from "payload";
import { hasRole } from "../access";
import { Refusal } from "../errors";

/** The company's time zone: a schedule is set and shown in it, whatever the browser's zone. */
const COMPANY_TIME_ZONE = "Asia/Kolkata";

export const TIME_ZONES = {
  supportedTimezones: [{ label: "Pune (IST, UTC+05:30)", value: COMPANY_TIME_ZONE }],
  defaultTimezone: COMPANY_TIME_ZONE,
};

/**
 * Staff schedule a publish or a take-down (Publish ▸ Schedule): Payload stores it as a job, a row
 * of its own, not a timer, so it survives a restart of the editor. The running editor looks for
 * jobs that are due every ten seconds (instrumentation.ts starts it with the server, so no visit to
 * the admin is needed), and a job publishes as the member of staff who scheduled it: the publish
 * that follows is theirs, logged and reported like any other, and refused like theirs would be (an
 * author's schedule, asked for past the admin, publishes nothing).
 */
const SCHEDULE = "schedulePublish";

/**
 * As the serving editor starts: a job it was stopped in the middle of is run again (nothing else
 * runs jobs, so a job still marked as running is not), and only who may publish cancels a scheduled
 * publish or take-down (the schedule's server function deletes the job with the caller's request,
 * whatever the jobs' access says). The hook is added here, not in the config: declared there,
 * Payload would run every hook of its own job bookkeeping too (runHooks), which fails it.
 */
export async function prepareSchedules(payload: Payload) {
  const hooks = payload.collections["payload-jobs"]!.config.hooks;
  hooks.beforeDelete = [...(hooks.beforeDelete ?? []), cancelledByEditors];
  await payload.update({
    collection: "payload-jobs",
    where: { and: [{ taskSlug: { equals: SCHEDULE } }, { processing: { equals: true } }] },
    data: { processing: false },
    overrideAccess: true,
  });
}

const cancelledByEditors: CollectionBeforeDeleteHook = ({ req }) => {
  if (req.user && !hasRole(req.user, "admin", "editor"))
    throw new Refusal(req, 403, {
      en: "Only an editor or an admin cancels a scheduled publish or take-down.",
      ar: "لا يلغي النشر أو السحب المجدول إلا المحرِّر أو المسؤول.",
    });
};

export const JOBS: NonNullable<Config["jobs"]> = {
  // One job at a time: two publishing at once would contend for SQLite's one writer.
  autoRun: [{ cron: "*/10 * * * * *", queue: "default", limit: 1 }],
  // Only the serving editor runs jobs, never a command (import, export, backup) run beside it.
  shouldAutoRun: () => process.env.CMS_SERVING === "1",
};

export type Scheduled = {
  id: number | string;
  at: string;
  takeDown: boolean;
  locale?: string;
  entry: { collection?: string; id?: number | string; global?: string };
  by?: number | string;
  error?: string;
};

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The scheduled publishes and take-downs not yet done, soonest first, and those of the last week that failed. */
export async function scheduled(payload: Payload): Promise<Scheduled[]> {
  const { docs } = await payload.find({
    collection: "payload-jobs",
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE } },
        { completedAt: { exists: false } },
        {
          or: [
            { hasError: { not_equals: true } },
            { waitUntil: { greater_than: new Date(Date.now() - WEEK).toISOString() } },
          ],
        },
      ],
    },
    sort: "waitUntil",
    limit: 100,
    depth: 0,
    overrideAccess: true,
  });
  return docs.map((job) => {
    const input = (job.input ?? {}) as {
      type?: string;
      locale?: string;
      doc?: { relationTo: string; value: number | string };
      global?: string;
      user?: { value: number | string };
    };
    const error = job.hasError ? job.error : undefined;
    return {
      id: job.id,
      at: String(job.waitUntil),
      takeDown: input.type === "unpublish",
      locale: input.locale,
      entry: { collection: input.doc?.relationTo, id: input.doc?.value, global: input.global },
      by: input.user?.value,
      error:
        error === undefined || error === null
          ? undefined
          : typeof error === "object" && "message" in error
            ? String(error.message)
            : String(error),
    };
  });
}
