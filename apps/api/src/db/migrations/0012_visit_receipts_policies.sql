CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_no" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"clinic_name" text NOT NULL,
	"clinic_address" text NOT NULL,
	"clinic_tax_id" text,
	"clinic_phone" text,
	"payer_name" text NOT NULL,
	"payer_tax_id" text,
	"payer_address" text,
	"service_name" text NOT NULL,
	"examinee_count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaces_id" uuid,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "receipts_status" CHECK ("receipts"."status" in ('issued', 'cancelled')),
	CONSTRAINT "receipts_amount" CHECK ("receipts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "receipt_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "receipt_tax_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "receipt_address" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_booking_idx" ON "receipts" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_issued_per_payment" ON "receipts" USING btree ("payment_id") WHERE "receipts"."status" = 'issued';--> statement-breakpoint
ALTER TABLE "examinees" ADD CONSTRAINT "examinees_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinees" ADD CONSTRAINT "examinees_arrived_or_not" CHECK ("examinees"."checked_in_at" is null or "examinees"."no_show_at" is null);--> statement-breakpoint
-- Results only after the visit (issue 16): a result belongs to an examinee who checked in, and its exam
-- date is the day they came (Bangkok), so it is never before the appointment nor in the future. Results
-- recorded before check-in existed count as visits on their exam date.
UPDATE "examinees" e SET "checked_in_at" = ((r."exam_date" + time '09:00') - interval '7 hours') AT TIME ZONE 'UTC'
  FROM "examination_results" r WHERE r."examinee_id" = e."id" AND e."checked_in_at" IS NULL;
--> statement-breakpoint
CREATE FUNCTION examination_results_after_visit() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  arrived timestamptz;
BEGIN
  SELECT checked_in_at INTO arrived FROM examinees WHERE id = NEW.examinee_id;
  IF arrived IS NULL THEN
    RAISE EXCEPTION 'examinee % has not checked in', NEW.examinee_id
      USING ERRCODE = '23514', CONSTRAINT = 'examination_results_checked_in';
  END IF;
  IF NEW.exam_date <> report_bangkok_day(arrived) THEN
    RAISE EXCEPTION 'exam date % is not the visit date of examinee %', NEW.exam_date, NEW.examinee_id
      USING ERRCODE = '23514', CONSTRAINT = 'examination_results_exam_date_is_visit';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER examination_results_after_visit BEFORE INSERT OR UPDATE OF examinee_id, exam_date ON examination_results
  FOR EACH ROW EXECUTE FUNCTION examination_results_after_visit();
