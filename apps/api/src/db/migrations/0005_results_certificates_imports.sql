CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"certificate_no" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"examinee_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"type" text NOT NULL,
	"exam_date" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_license_no" text NOT NULL,
	"conclusion" text NOT NULL,
	"verify_code" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"replaced_by_id" uuid,
	"issued_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_certificate_no_unique" UNIQUE("certificate_no"),
	CONSTRAINT "certificates_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "certificates_status" CHECK ("certificates"."status" in ('valid', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "examination_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"examinee_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"exam_date" date NOT NULL,
	"doctor_id" uuid,
	"doctor_name" text NOT NULL,
	"doctor_license_no" text NOT NULL,
	"items" jsonb NOT NULL,
	"conclusion" text NOT NULL,
	"doctor_opinion" text,
	"remark" text,
	"source" text NOT NULL,
	"import_id" uuid,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "examination_results_conclusion" CHECK ("examination_results"."conclusion" in ('fit', 'unfit', 'fit_with_remarks'))
);
--> statement-breakpoint
CREATE TABLE "excel_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" uuid,
	"booking_id" uuid,
	"clinic_id" uuid,
	"certificate_type" text,
	"status" text DEFAULT 'previewed' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_valid" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"certificates_issued" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excel_imports_kind" CHECK ("excel_imports"."kind" in ('examinees', 'examination_results')),
	CONSTRAINT "excel_imports_status" CHECK ("excel_imports"."status" in ('previewed', 'committed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_examinee_id_examinees_id_fk" FOREIGN KEY ("examinee_id") REFERENCES "public"."examinees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_result_id_examination_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."examination_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_results" ADD CONSTRAINT "examination_results_examinee_id_examinees_id_fk" FOREIGN KEY ("examinee_id") REFERENCES "public"."examinees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_results" ADD CONSTRAINT "examination_results_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_results" ADD CONSTRAINT "examination_results_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_results" ADD CONSTRAINT "examination_results_import_id_excel_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."excel_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_results" ADD CONSTRAINT "examination_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_booking_idx" ON "certificates" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_per_examinee" ON "certificates" USING btree ("examinee_id") WHERE "certificates"."status" = 'valid';--> statement-breakpoint
CREATE UNIQUE INDEX "examination_results_examinee_unique" ON "examination_results" USING btree ("examinee_id");--> statement-breakpoint
CREATE INDEX "examination_results_booking_idx" ON "examination_results" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "excel_imports_created_idx" ON "excel_imports" USING btree ("created_at");