import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`case_studies_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_keywords_order_idx\` ON \`case_studies_keywords\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_keywords_parent_id_idx\` ON \`case_studies_keywords\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_keywords_locale_idx\` ON \`case_studies_keywords\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_services_order_idx\` ON \`case_studies_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_services_parent_id_idx\` ON \`case_studies_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_services_locale_idx\` ON \`case_studies_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_overview\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_overview_order_idx\` ON \`case_studies_overview\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_overview_parent_id_idx\` ON \`case_studies_overview\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_overview_locale_idx\` ON \`case_studies_overview\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_challenges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_challenges_order_idx\` ON \`case_studies_challenges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_challenges_parent_id_idx\` ON \`case_studies_challenges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_challenges_locale_idx\` ON \`case_studies_challenges\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_phases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_phases_order_idx\` ON \`case_studies_phases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_phases_parent_id_idx\` ON \`case_studies_phases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_phases_locale_idx\` ON \`case_studies_phases\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_built_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_built_items_order_idx\` ON \`case_studies_built_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_built_items_parent_id_idx\` ON \`case_studies_built_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_built_items_locale_idx\` ON \`case_studies_built_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_tech_stack_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies_tech_stack\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_items_order_idx\` ON \`case_studies_tech_stack_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_items_parent_id_idx\` ON \`case_studies_tech_stack_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_items_locale_idx\` ON \`case_studies_tech_stack_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_tech_stack\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_order_idx\` ON \`case_studies_tech_stack\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_parent_id_idx\` ON \`case_studies_tech_stack\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_tech_stack_locale_idx\` ON \`case_studies_tech_stack\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_impact_order_idx\` ON \`case_studies_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_impact_parent_id_idx\` ON \`case_studies_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_impact_locale_idx\` ON \`case_studies_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_closing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_closing_order_idx\` ON \`case_studies_closing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_closing_parent_id_idx\` ON \`case_studies_closing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_closing_locale_idx\` ON \`case_studies_closing\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_next\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_next_order_idx\` ON \`case_studies_next\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_next_parent_id_idx\` ON \`case_studies_next\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_next_locale_idx\` ON \`case_studies_next\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_bilingual_sample_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`english\` text,
  	\`arabic\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_bilingual_sample_items_order_idx\` ON \`case_studies_bilingual_sample_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_bilingual_sample_items_parent_id_idx\` ON \`case_studies_bilingual_sample_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_bilingual_sample_items_locale_idx\` ON \`case_studies_bilingual_sample_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`ready_for_editor\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`industry\` text,
  	\`region\` text,
  	\`duration\` text,
  	\`intro\` text,
  	\`image_alt\` text,
  	\`built_heading\` text,
  	\`bilingual_sample_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_locales_locale_parent_id_unique\` ON \`case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_keywords_order_idx\` ON \`_case_studies_v_version_keywords\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_keywords_parent_id_idx\` ON \`_case_studies_v_version_keywords\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_keywords_locale_idx\` ON \`_case_studies_v_version_keywords\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_services_order_idx\` ON \`_case_studies_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_services_parent_id_idx\` ON \`_case_studies_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_services_locale_idx\` ON \`_case_studies_v_version_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_overview\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_overview_order_idx\` ON \`_case_studies_v_version_overview\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_overview_parent_id_idx\` ON \`_case_studies_v_version_overview\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_overview_locale_idx\` ON \`_case_studies_v_version_overview\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_challenges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_challenges_order_idx\` ON \`_case_studies_v_version_challenges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_challenges_parent_id_idx\` ON \`_case_studies_v_version_challenges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_challenges_locale_idx\` ON \`_case_studies_v_version_challenges\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_phases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_phases_order_idx\` ON \`_case_studies_v_version_phases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_phases_parent_id_idx\` ON \`_case_studies_v_version_phases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_phases_locale_idx\` ON \`_case_studies_v_version_phases\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_built_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_built_items_order_idx\` ON \`_case_studies_v_version_built_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_built_items_parent_id_idx\` ON \`_case_studies_v_version_built_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_built_items_locale_idx\` ON \`_case_studies_v_version_built_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_tech_stack_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v_version_tech_stack\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_items_order_idx\` ON \`_case_studies_v_version_tech_stack_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_items_parent_id_idx\` ON \`_case_studies_v_version_tech_stack_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_items_locale_idx\` ON \`_case_studies_v_version_tech_stack_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_tech_stack\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_order_idx\` ON \`_case_studies_v_version_tech_stack\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_parent_id_idx\` ON \`_case_studies_v_version_tech_stack\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_tech_stack_locale_idx\` ON \`_case_studies_v_version_tech_stack\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_impact_order_idx\` ON \`_case_studies_v_version_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_impact_parent_id_idx\` ON \`_case_studies_v_version_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_impact_locale_idx\` ON \`_case_studies_v_version_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_closing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_closing_order_idx\` ON \`_case_studies_v_version_closing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_closing_parent_id_idx\` ON \`_case_studies_v_version_closing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_closing_locale_idx\` ON \`_case_studies_v_version_closing\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_next\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_next_order_idx\` ON \`_case_studies_v_version_next\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_next_parent_id_idx\` ON \`_case_studies_v_version_next\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_next_locale_idx\` ON \`_case_studies_v_version_next\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_bilingual_sample_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`english\` text,
  	\`arabic\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_bilingual_sample_items_order_idx\` ON \`_case_studies_v_version_bilingual_sample_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_bilingual_sample_items_parent_id_idx\` ON \`_case_studies_v_version_bilingual_sample_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_bilingual_sample_items_locale_idx\` ON \`_case_studies_v_version_bilingual_sample_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_ready_for_editor\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_snapshot_idx\` ON \`_case_studies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_published_locale_idx\` ON \`_case_studies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_industry\` text,
  	\`version_region\` text,
  	\`version_duration\` text,
  	\`version_intro\` text,
  	\`version_image_alt\` text,
  	\`version_built_heading\` text,
  	\`version_bilingual_sample_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_v_locales_locale_parent_id_unique\` ON \`_case_studies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_keywords_order_idx\` ON \`service_pages_keywords\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_keywords_parent_id_idx\` ON \`service_pages_keywords\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_keywords_locale_idx\` ON \`service_pages_keywords\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_technologies_order_idx\` ON \`service_pages_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_technologies_parent_id_idx\` ON \`service_pages_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_technologies_locale_idx\` ON \`service_pages_technologies\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_hero_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_hero_features_order_idx\` ON \`service_pages_hero_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_hero_features_parent_id_idx\` ON \`service_pages_hero_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_hero_features_locale_idx\` ON \`service_pages_hero_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_tiles_order_idx\` ON \`service_pages_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_tiles_parent_id_idx\` ON \`service_pages_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_tiles_locale_idx\` ON \`service_pages_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_capabilities_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages_capabilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_points_order_idx\` ON \`service_pages_capabilities_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_points_parent_id_idx\` ON \`service_pages_capabilities_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_points_locale_idx\` ON \`service_pages_capabilities_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_capabilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_order_idx\` ON \`service_pages_capabilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_parent_id_idx\` ON \`service_pages_capabilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_capabilities_locale_idx\` ON \`service_pages_capabilities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_benefits_order_idx\` ON \`service_pages_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_benefits_parent_id_idx\` ON \`service_pages_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_benefits_locale_idx\` ON \`service_pages_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_features_order_idx\` ON \`service_pages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_features_parent_id_idx\` ON \`service_pages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_features_locale_idx\` ON \`service_pages_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_platforms_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages_platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_technologies_order_idx\` ON \`service_pages_platforms_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_technologies_parent_id_idx\` ON \`service_pages_platforms_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_technologies_locale_idx\` ON \`service_pages_platforms_technologies\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_order_idx\` ON \`service_pages_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_parent_id_idx\` ON \`service_pages_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_platforms_locale_idx\` ON \`service_pages_platforms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`template\` text,
  	\`ready_for_editor\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_pages_slug_idx\` ON \`service_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_updated_at_idx\` ON \`service_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_created_at_idx\` ON \`service_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages__status_idx\` ON \`service_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`summary\` text,
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_label\` text,
  	\`image\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_pages_locales_locale_parent_id_unique\` ON \`service_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_keywords_order_idx\` ON \`_service_pages_v_version_keywords\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_keywords_parent_id_idx\` ON \`_service_pages_v_version_keywords\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_keywords_locale_idx\` ON \`_service_pages_v_version_keywords\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_technologies_order_idx\` ON \`_service_pages_v_version_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_technologies_parent_id_idx\` ON \`_service_pages_v_version_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_technologies_locale_idx\` ON \`_service_pages_v_version_technologies\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_hero_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_hero_features_order_idx\` ON \`_service_pages_v_version_hero_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_hero_features_parent_id_idx\` ON \`_service_pages_v_version_hero_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_hero_features_locale_idx\` ON \`_service_pages_v_version_hero_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_tiles_order_idx\` ON \`_service_pages_v_version_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_tiles_parent_id_idx\` ON \`_service_pages_v_version_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_tiles_locale_idx\` ON \`_service_pages_v_version_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_capabilities_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v_version_capabilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_points_order_idx\` ON \`_service_pages_v_version_capabilities_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_points_parent_id_idx\` ON \`_service_pages_v_version_capabilities_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_points_locale_idx\` ON \`_service_pages_v_version_capabilities_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_capabilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_order_idx\` ON \`_service_pages_v_version_capabilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_parent_id_idx\` ON \`_service_pages_v_version_capabilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_capabilities_locale_idx\` ON \`_service_pages_v_version_capabilities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_benefits_order_idx\` ON \`_service_pages_v_version_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_benefits_parent_id_idx\` ON \`_service_pages_v_version_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_benefits_locale_idx\` ON \`_service_pages_v_version_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_features_order_idx\` ON \`_service_pages_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_features_parent_id_idx\` ON \`_service_pages_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_features_locale_idx\` ON \`_service_pages_v_version_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_platforms_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v_version_platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_technologies_order_idx\` ON \`_service_pages_v_version_platforms_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_technologies_parent_id_idx\` ON \`_service_pages_v_version_platforms_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_technologies_locale_idx\` ON \`_service_pages_v_version_platforms_technologies\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_order_idx\` ON \`_service_pages_v_version_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_parent_id_idx\` ON \`_service_pages_v_version_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_platforms_locale_idx\` ON \`_service_pages_v_version_platforms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_template\` text,
  	\`version_ready_for_editor\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_parent_idx\` ON \`_service_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_slug_idx\` ON \`_service_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_updated_at_idx\` ON \`_service_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_created_at_idx\` ON \`_service_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version__status_idx\` ON \`_service_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_created_at_idx\` ON \`_service_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_updated_at_idx\` ON \`_service_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_snapshot_idx\` ON \`_service_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_published_locale_idx\` ON \`_service_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_latest_idx\` ON \`_service_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_summary\` text,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_label\` text,
  	\`version_image\` text,
  	\`version_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_service_pages_v_locales_locale_parent_id_unique\` ON \`_service_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric,
  	\`img\` text,
  	\`avatar_color\` text,
  	\`ready_for_editor\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`text\` text,
  	\`author\` text,
  	\`country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric,
  	\`version_img\` text,
  	\`version_avatar_color\` text,
  	\`version_ready_for_editor\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_text\` text,
  	\`version_author\` text,
  	\`version_country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric,
  	\`ready_for_editor\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric,
  	\`version_ready_for_editor\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_snapshot_idx\` ON \`_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_published_locale_idx\` ON \`_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_locales_locale_parent_id_unique\` ON \`_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_figures_order_idx\` ON \`company_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_figures_parent_id_idx\` ON \`company_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_figures_locale_idx\` ON \`company_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_countries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_countries_order_idx\` ON \`company_countries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_countries_parent_id_idx\` ON \`company_countries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_countries_locale_idx\` ON \`company_countries\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_locales\` (
  	\`address_street\` text,
  	\`address_locality\` text,
  	\`address_region\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_figures_order_idx\` ON \`_company_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_figures_parent_id_idx\` ON \`_company_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_figures_locale_idx\` ON \`_company_v_version_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_countries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_countries_order_idx\` ON \`_company_v_version_countries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_countries_parent_id_idx\` ON \`_company_v_version_countries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_countries_locale_idx\` ON \`_company_v_version_countries\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_locales\` (
  	\`version_address_street\` text,
  	\`version_address_locality\` text,
  	\`version_address_region\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_locales_locale_parent_id_unique\` ON \`_company_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_pages_id\` integer REFERENCES service_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_id\` integer REFERENCES faq(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`case_studies_keywords\`;`)
  await db.run(sql`DROP TABLE \`case_studies_services\`;`)
  await db.run(sql`DROP TABLE \`case_studies_overview\`;`)
  await db.run(sql`DROP TABLE \`case_studies_challenges\`;`)
  await db.run(sql`DROP TABLE \`case_studies_phases\`;`)
  await db.run(sql`DROP TABLE \`case_studies_built_items\`;`)
  await db.run(sql`DROP TABLE \`case_studies_tech_stack_items\`;`)
  await db.run(sql`DROP TABLE \`case_studies_tech_stack\`;`)
  await db.run(sql`DROP TABLE \`case_studies_impact\`;`)
  await db.run(sql`DROP TABLE \`case_studies_closing\`;`)
  await db.run(sql`DROP TABLE \`case_studies_next\`;`)
  await db.run(sql`DROP TABLE \`case_studies_bilingual_sample_items\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_keywords\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_overview\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_challenges\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_phases\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_built_items\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_tech_stack_items\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_tech_stack\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_impact\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_closing\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_next\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_bilingual_sample_items\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`service_pages_keywords\`;`)
  await db.run(sql`DROP TABLE \`service_pages_technologies\`;`)
  await db.run(sql`DROP TABLE \`service_pages_hero_features\`;`)
  await db.run(sql`DROP TABLE \`service_pages_tiles\`;`)
  await db.run(sql`DROP TABLE \`service_pages_capabilities_points\`;`)
  await db.run(sql`DROP TABLE \`service_pages_capabilities\`;`)
  await db.run(sql`DROP TABLE \`service_pages_benefits\`;`)
  await db.run(sql`DROP TABLE \`service_pages_features\`;`)
  await db.run(sql`DROP TABLE \`service_pages_platforms_technologies\`;`)
  await db.run(sql`DROP TABLE \`service_pages_platforms\`;`)
  await db.run(sql`DROP TABLE \`service_pages\`;`)
  await db.run(sql`DROP TABLE \`service_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_keywords\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_technologies\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_hero_features\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_tiles\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_capabilities_points\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_capabilities\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_benefits\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_platforms_technologies\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_platforms\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`company_figures\`;`)
  await db.run(sql`DROP TABLE \`company_countries\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_countries\`;`)
  await db.run(sql`DROP TABLE \`_company_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`insights_id\` integer,
  	\`media_id\` integer,
  	\`publishes_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`insights_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishes_id\`) REFERENCES \`publishes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "insights_id", "media_id", "publishes_id", "users_id") SELECT "id", "order", "parent_id", "path", "insights_id", "media_id", "publishes_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insights_id_idx\` ON \`payload_locked_documents_rels\` (\`insights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publishes_id_idx\` ON \`payload_locked_documents_rels\` (\`publishes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
