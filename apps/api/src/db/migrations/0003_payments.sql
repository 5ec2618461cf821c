CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transferred_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"reject_reason" text,
	"slip_file_id" uuid,
	"slip_thumbnail_file_id" uuid,
	"slip_uploaded_at" timestamp with time zone,
	"slip_sha256" text,
	"slip_bank_code" text,
	"slip_reference" text,
	"slip_qr_raw" text,
	"created_by_admin_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'submitted', 'verified', 'rejected', 'refunded')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('bank_transfer', 'promptpay', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_file_id_stored_files_id_fk" FOREIGN KEY ("slip_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("slip_thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_admin_id_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" in ('pending', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_slip_reference_unique" ON "payments" USING btree ("slip_bank_code","slip_reference") WHERE "payments"."slip_reference" is not null and "payments"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_slip_image_unique" ON "payments" USING btree ("slip_sha256") WHERE "payments"."slip_sha256" is not null and "payments"."status" <> 'rejected';