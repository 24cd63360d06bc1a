import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_publishes_state" ADD VALUE 'partly-live' BEFORE 'failed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "publishes" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_publishes_state";
  CREATE TYPE "public"."enum_publishes_state" AS ENUM('queued', 'building', 'live', 'failed');
  ALTER TABLE "publishes" ALTER COLUMN "state" SET DATA TYPE "public"."enum_publishes_state" USING "state"::"public"."enum_publishes_state";`)
}
