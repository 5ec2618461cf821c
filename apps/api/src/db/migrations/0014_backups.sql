CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"snapshot_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"file_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");