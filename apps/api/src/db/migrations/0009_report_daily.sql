CREATE TABLE "report_daily" (
	"day" date NOT NULL,
	"clinic_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"made_pending_payment" integer DEFAULT 0 NOT NULL,
	"made_payment_review" integer DEFAULT 0 NOT NULL,
	"made_confirmed" integer DEFAULT 0 NOT NULL,
	"made_completed" integer DEFAULT 0 NOT NULL,
	"made_cancelled" integer DEFAULT 0 NOT NULL,
	"made_expired" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"general_valid" integer DEFAULT 0 NOT NULL,
	"general_revoked" integer DEFAULT 0 NOT NULL,
	"driving_licence_valid" integer DEFAULT 0 NOT NULL,
	"driving_licence_revoked" integer DEFAULT 0 NOT NULL,
	"migrant_worker_valid" integer DEFAULT 0 NOT NULL,
	"migrant_worker_revoked" integer DEFAULT 0 NOT NULL,
	"pre_employment_valid" integer DEFAULT 0 NOT NULL,
	"pre_employment_revoked" integer DEFAULT 0 NOT NULL,
	"other_valid" integer DEFAULT 0 NOT NULL,
	"other_revoked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_day_clinic_id_service_id_pk" PRIMARY KEY("day","clinic_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_daily_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"clinic_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"made_pending_payment" integer DEFAULT 0 NOT NULL,
	"made_payment_review" integer DEFAULT 0 NOT NULL,
	"made_confirmed" integer DEFAULT 0 NOT NULL,
	"made_completed" integer DEFAULT 0 NOT NULL,
	"made_cancelled" integer DEFAULT 0 NOT NULL,
	"made_expired" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"general_valid" integer DEFAULT 0 NOT NULL,
	"general_revoked" integer DEFAULT 0 NOT NULL,
	"driving_licence_valid" integer DEFAULT 0 NOT NULL,
	"driving_licence_revoked" integer DEFAULT 0 NOT NULL,
	"migrant_worker_valid" integer DEFAULT 0 NOT NULL,
	"migrant_worker_revoked" integer DEFAULT 0 NOT NULL,
	"pre_employment_valid" integer DEFAULT 0 NOT NULL,
	"pre_employment_revoked" integer DEFAULT 0 NOT NULL,
	"other_valid" integer DEFAULT 0 NOT NULL,
	"other_revoked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_daily_changes_day_idx" ON "report_daily_changes" USING btree ("day");
--> statement-breakpoint
-- The figures of /admin/reports kept by triggers (decision 012). Each write to bookings, examinees,
-- payments or certificates appends the difference it makes to report_daily_changes; report_fold()
-- adds those into report_daily. The *_figures functions say what one row counts for, once: the
-- triggers use them with -1 for the old row and +1 for the new, report_rebuild() for everything.

-- A Bangkok calendar day: no daylight saving, so + 7 hours needs no time-zone data (PGlite has none).
CREATE FUNCTION report_bangkok_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '7 hours')::date $$;
--> statement-breakpoint
-- Bookings whose appointment still holds places: APPOINTMENT_STATUSES in the contracts (a test compares).
CREATE FUNCTION report_holds_places(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('pending_payment', 'payment_review', 'confirmed', 'completed') $$;
--> statement-breakpoint
-- One row of figures: the day and place, and the named figures (the others left null: nothing).
CREATE FUNCTION report_figures(day date, clinic uuid, service uuid, figures jsonb) RETURNS report_daily
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_populate_record(
    NULL::report_daily,
    figures || jsonb_build_object('day', day, 'clinic_id', clinic, 'service_id', service)
  )
$$;
--> statement-breakpoint
-- A booking counts as made on the day it was made, under its status now; while it holds places, its
-- places and named examinees count on its appointment day. Volatile (the default), so that inside a
-- trigger the examinee count is read after any write it waited for.
CREATE FUNCTION report_booking_figures(b bookings, sign integer) RETURNS SETOF report_daily
LANGUAGE sql AS $$
  SELECT report_figures(report_bangkok_day(b.created_at), b.clinic_id, b.service_id,
                        jsonb_build_object('made_' || b.status, sign))
  UNION ALL
  SELECT report_figures(b.appointment_date, b.clinic_id, b.service_id,
                        jsonb_build_object('places', sign * b.examinee_count,
                                           'registered', sign * (SELECT count(*) FROM examinees e WHERE e.booking_id = b.id)))
   WHERE report_holds_places(b.status)
$$;
--> statement-breakpoint
-- A payment counts as revenue on the day it was verified (refunded later or not), and as a refund on
-- the day it was refunded; under its booking's clinic and service.
CREATE FUNCTION report_payment_figures(p payments, clinic uuid, service uuid, sign integer) RETURNS SETOF report_daily
LANGUAGE sql IMMUTABLE AS $$
  SELECT report_figures(report_bangkok_day(p.verified_at), clinic, service,
                        jsonb_build_object('revenue', sign * p.amount, 'payments', sign))
   WHERE p.status IN ('verified', 'refunded') AND p.verified_at IS NOT NULL
  UNION ALL
  SELECT report_figures(report_bangkok_day(p.refunded_at), clinic, service,
                        jsonb_build_object('refunds', sign * p.amount, 'refund_count', sign))
   WHERE p.status = 'refunded' AND p.refunded_at IS NOT NULL
$$;
--> statement-breakpoint
-- A certificate counts on the day it was issued, by type and its status now, under its booking's clinic and service.
CREATE FUNCTION report_certificate_figures(c certificates, clinic uuid, service uuid, sign integer) RETURNS SETOF report_daily
LANGUAGE sql IMMUTABLE AS $$
  SELECT report_figures(report_bangkok_day(c.issued_at), clinic, service, jsonb_build_object(c.type || '_' || c.status, sign))
$$;
--> statement-breakpoint
-- Appends differences, summed per day and place; what nets to nothing (an update that changed no
-- figure) is not written.
CREATE FUNCTION report_note(figures report_daily[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_daily_changes (
    day, clinic_id, service_id, revenue, payments, refunds, refund_count, made_pending_payment,
    made_payment_review, made_confirmed, made_completed, made_cancelled, made_expired, places,
    registered, general_valid, general_revoked, driving_licence_valid, driving_licence_revoked,
    migrant_worker_valid, migrant_worker_revoked, pre_employment_valid, pre_employment_revoked,
    other_valid, other_revoked
  )
  SELECT *
    FROM (
      SELECT day, clinic_id, service_id,
         coalesce(sum(revenue), 0) AS revenue,
         coalesce(sum(payments), 0) AS payments,
         coalesce(sum(refunds), 0) AS refunds,
         coalesce(sum(refund_count), 0) AS refund_count,
         coalesce(sum(made_pending_payment), 0) AS made_pending_payment,
         coalesce(sum(made_payment_review), 0) AS made_payment_review,
         coalesce(sum(made_confirmed), 0) AS made_confirmed,
         coalesce(sum(made_completed), 0) AS made_completed,
         coalesce(sum(made_cancelled), 0) AS made_cancelled,
         coalesce(sum(made_expired), 0) AS made_expired,
         coalesce(sum(places), 0) AS places,
         coalesce(sum(registered), 0) AS registered,
         coalesce(sum(general_valid), 0) AS general_valid,
         coalesce(sum(general_revoked), 0) AS general_revoked,
         coalesce(sum(driving_licence_valid), 0) AS driving_licence_valid,
         coalesce(sum(driving_licence_revoked), 0) AS driving_licence_revoked,
         coalesce(sum(migrant_worker_valid), 0) AS migrant_worker_valid,
         coalesce(sum(migrant_worker_revoked), 0) AS migrant_worker_revoked,
         coalesce(sum(pre_employment_valid), 0) AS pre_employment_valid,
         coalesce(sum(pre_employment_revoked), 0) AS pre_employment_revoked,
         coalesce(sum(other_valid), 0) AS other_valid,
         coalesce(sum(other_revoked), 0) AS other_revoked
        FROM unnest(figures)
       GROUP BY day, clinic_id, service_id
    ) summed
   WHERE jsonb_path_exists(to_jsonb(summed) - 'day' - 'clinic_id' - 'service_id', '$.* ? (@ != 0)')
$$;
--> statement-breakpoint
-- Moves the pending differences into report_daily; answers how many days and places it touched.
-- The fold job runs it under an advisory lock; two at once would still be right (a row deleted by
-- one is skipped by the other), only slower.
CREATE FUNCTION report_fold() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  WITH taken AS (DELETE FROM report_daily_changes RETURNING *)
  INSERT INTO report_daily (
    day, clinic_id, service_id, revenue, payments, refunds, refund_count, made_pending_payment,
    made_payment_review, made_confirmed, made_completed, made_cancelled, made_expired, places,
    registered, general_valid, general_revoked, driving_licence_valid, driving_licence_revoked,
    migrant_worker_valid, migrant_worker_revoked, pre_employment_valid, pre_employment_revoked,
    other_valid, other_revoked
  )
  SELECT day, clinic_id, service_id,
         coalesce(sum(revenue), 0) AS revenue,
         coalesce(sum(payments), 0) AS payments,
         coalesce(sum(refunds), 0) AS refunds,
         coalesce(sum(refund_count), 0) AS refund_count,
         coalesce(sum(made_pending_payment), 0) AS made_pending_payment,
         coalesce(sum(made_payment_review), 0) AS made_payment_review,
         coalesce(sum(made_confirmed), 0) AS made_confirmed,
         coalesce(sum(made_completed), 0) AS made_completed,
         coalesce(sum(made_cancelled), 0) AS made_cancelled,
         coalesce(sum(made_expired), 0) AS made_expired,
         coalesce(sum(places), 0) AS places,
         coalesce(sum(registered), 0) AS registered,
         coalesce(sum(general_valid), 0) AS general_valid,
         coalesce(sum(general_revoked), 0) AS general_revoked,
         coalesce(sum(driving_licence_valid), 0) AS driving_licence_valid,
         coalesce(sum(driving_licence_revoked), 0) AS driving_licence_revoked,
         coalesce(sum(migrant_worker_valid), 0) AS migrant_worker_valid,
         coalesce(sum(migrant_worker_revoked), 0) AS migrant_worker_revoked,
         coalesce(sum(pre_employment_valid), 0) AS pre_employment_valid,
         coalesce(sum(pre_employment_revoked), 0) AS pre_employment_revoked,
         coalesce(sum(other_valid), 0) AS other_valid,
         coalesce(sum(other_revoked), 0) AS other_revoked
    FROM taken
   GROUP BY day, clinic_id, service_id
   ORDER BY day, clinic_id, service_id
  ON CONFLICT (day, clinic_id, service_id) DO UPDATE SET
      revenue = report_daily.revenue + excluded.revenue,
      payments = report_daily.payments + excluded.payments,
      refunds = report_daily.refunds + excluded.refunds,
      refund_count = report_daily.refund_count + excluded.refund_count,
      made_pending_payment = report_daily.made_pending_payment + excluded.made_pending_payment,
      made_payment_review = report_daily.made_payment_review + excluded.made_payment_review,
      made_confirmed = report_daily.made_confirmed + excluded.made_confirmed,
      made_completed = report_daily.made_completed + excluded.made_completed,
      made_cancelled = report_daily.made_cancelled + excluded.made_cancelled,
      made_expired = report_daily.made_expired + excluded.made_expired,
      places = report_daily.places + excluded.places,
      registered = report_daily.registered + excluded.registered,
      general_valid = report_daily.general_valid + excluded.general_valid,
      general_revoked = report_daily.general_revoked + excluded.general_revoked,
      driving_licence_valid = report_daily.driving_licence_valid + excluded.driving_licence_valid,
      driving_licence_revoked = report_daily.driving_licence_revoked + excluded.driving_licence_revoked,
      migrant_worker_valid = report_daily.migrant_worker_valid + excluded.migrant_worker_valid,
      migrant_worker_revoked = report_daily.migrant_worker_revoked + excluded.migrant_worker_revoked,
      pre_employment_valid = report_daily.pre_employment_valid + excluded.pre_employment_valid,
      pre_employment_revoked = report_daily.pre_employment_revoked + excluded.pre_employment_revoked,
      other_valid = report_daily.other_valid + excluded.other_valid,
      other_revoked = report_daily.other_revoked + excluded.other_revoked;
  GET DIAGNOSTICS folded = ROW_COUNT;
  RETURN folded;
END
$$;
--> statement-breakpoint
-- Every figure computed again from the tables themselves, replacing what the triggers kept: the
-- migration fills the table with it, and the tests compare the two.
CREATE FUNCTION report_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM report_daily_changes;
  DELETE FROM report_daily;
  INSERT INTO report_daily_changes (
    day, clinic_id, service_id, revenue, payments, refunds, refund_count, made_pending_payment,
    made_payment_review, made_confirmed, made_completed, made_cancelled, made_expired, places,
    registered, general_valid, general_revoked, driving_licence_valid, driving_licence_revoked,
    migrant_worker_valid, migrant_worker_revoked, pre_employment_valid, pre_employment_revoked,
    other_valid, other_revoked
  )
  SELECT day, clinic_id, service_id,
         coalesce(sum(revenue), 0) AS revenue,
         coalesce(sum(payments), 0) AS payments,
         coalesce(sum(refunds), 0) AS refunds,
         coalesce(sum(refund_count), 0) AS refund_count,
         coalesce(sum(made_pending_payment), 0) AS made_pending_payment,
         coalesce(sum(made_payment_review), 0) AS made_payment_review,
         coalesce(sum(made_confirmed), 0) AS made_confirmed,
         coalesce(sum(made_completed), 0) AS made_completed,
         coalesce(sum(made_cancelled), 0) AS made_cancelled,
         coalesce(sum(made_expired), 0) AS made_expired,
         coalesce(sum(places), 0) AS places,
         coalesce(sum(registered), 0) AS registered,
         coalesce(sum(general_valid), 0) AS general_valid,
         coalesce(sum(general_revoked), 0) AS general_revoked,
         coalesce(sum(driving_licence_valid), 0) AS driving_licence_valid,
         coalesce(sum(driving_licence_revoked), 0) AS driving_licence_revoked,
         coalesce(sum(migrant_worker_valid), 0) AS migrant_worker_valid,
         coalesce(sum(migrant_worker_revoked), 0) AS migrant_worker_revoked,
         coalesce(sum(pre_employment_valid), 0) AS pre_employment_valid,
         coalesce(sum(pre_employment_revoked), 0) AS pre_employment_revoked,
         coalesce(sum(other_valid), 0) AS other_valid,
         coalesce(sum(other_revoked), 0) AS other_revoked
    FROM (
      SELECT f.* FROM bookings b, report_booking_figures(b, 1) f
      UNION ALL
      SELECT f.* FROM payments p JOIN bookings b ON b.id = p.booking_id,
             report_payment_figures(p, b.clinic_id, b.service_id, 1) f
      UNION ALL
      SELECT f.* FROM certificates c JOIN bookings b ON b.id = c.booking_id,
             report_certificate_figures(c, b.clinic_id, b.service_id, 1) f
    ) everything
   GROUP BY day, clinic_id, service_id;
  SELECT report_fold();
$$;
--> statement-breakpoint
CREATE FUNCTION report_on_bookings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(ARRAY(SELECT f FROM inserted b, report_booking_figures(b, 1) f));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_note(ARRAY(
      SELECT f FROM before b, report_booking_figures(b, -1) f
      UNION ALL
      SELECT f FROM after b, report_booking_figures(b, 1) f
      -- A booking moved to another clinic or service takes its money and certificates with it.
      UNION ALL
      SELECT f FROM before o JOIN after n ON n.id = o.id JOIN payments p ON p.booking_id = n.id,
             report_payment_figures(p, o.clinic_id, o.service_id, -1) f
       WHERE (o.clinic_id, o.service_id) IS DISTINCT FROM (n.clinic_id, n.service_id)
      UNION ALL
      SELECT f FROM before o JOIN after n ON n.id = o.id JOIN payments p ON p.booking_id = n.id,
             report_payment_figures(p, n.clinic_id, n.service_id, 1) f
       WHERE (o.clinic_id, o.service_id) IS DISTINCT FROM (n.clinic_id, n.service_id)
      UNION ALL
      SELECT f FROM before o JOIN after n ON n.id = o.id JOIN certificates c ON c.booking_id = n.id,
             report_certificate_figures(c, o.clinic_id, o.service_id, -1) f
       WHERE (o.clinic_id, o.service_id) IS DISTINCT FROM (n.clinic_id, n.service_id)
      UNION ALL
      SELECT f FROM before o JOIN after n ON n.id = o.id JOIN certificates c ON c.booking_id = n.id,
             report_certificate_figures(c, n.clinic_id, n.service_id, 1) f
       WHERE (o.clinic_id, o.service_id) IS DISTINCT FROM (n.clinic_id, n.service_id)
    ));
  ELSE
    -- Before the row goes, while its examinees are still there to count (they go with it).
    PERFORM report_note(ARRAY(SELECT f FROM report_booking_figures(OLD, -1) f));
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_bookings_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION report_on_bookings();
--> statement-breakpoint
CREATE TRIGGER report_bookings_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS before NEW TABLE AS after FOR EACH STATEMENT EXECUTE FUNCTION report_on_bookings();
--> statement-breakpoint
CREATE TRIGGER report_bookings_delete BEFORE DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION report_on_bookings();
--> statement-breakpoint
-- Named examinees count on their booking's appointment day while it holds places. Examinees deleted
-- with their booking find no booking here: report_on_bookings counted them off already.
CREATE FUNCTION report_on_examinees() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(ARRAY(
      SELECT report_figures(b.appointment_date, b.clinic_id, b.service_id, jsonb_build_object('registered', 1))
        FROM inserted e JOIN bookings b ON b.id = e.booking_id
       WHERE report_holds_places(b.status)));
  ELSE
    PERFORM report_note(ARRAY(
      SELECT report_figures(b.appointment_date, b.clinic_id, b.service_id, jsonb_build_object('registered', -1))
        FROM removed e JOIN bookings b ON b.id = e.booking_id
       WHERE report_holds_places(b.status)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_examinees_insert AFTER INSERT ON examinees
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION report_on_examinees();
--> statement-breakpoint
CREATE TRIGGER report_examinees_delete AFTER DELETE ON examinees
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION report_on_examinees();
--> statement-breakpoint
CREATE FUNCTION report_on_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(ARRAY(
      SELECT f FROM inserted p JOIN bookings b ON b.id = p.booking_id,
             report_payment_figures(p, b.clinic_id, b.service_id, 1) f));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_note(ARRAY(
      SELECT f FROM before p JOIN bookings b ON b.id = p.booking_id,
             report_payment_figures(p, b.clinic_id, b.service_id, -1) f
      UNION ALL
      SELECT f FROM after p JOIN bookings b ON b.id = p.booking_id,
             report_payment_figures(p, b.clinic_id, b.service_id, 1) f));
  ELSE
    PERFORM report_note(ARRAY(
      SELECT f FROM removed p JOIN bookings b ON b.id = p.booking_id,
             report_payment_figures(p, b.clinic_id, b.service_id, -1) f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_payments_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION report_on_payments();
--> statement-breakpoint
CREATE TRIGGER report_payments_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS before NEW TABLE AS after FOR EACH STATEMENT EXECUTE FUNCTION report_on_payments();
--> statement-breakpoint
CREATE TRIGGER report_payments_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION report_on_payments();
--> statement-breakpoint
CREATE FUNCTION report_on_certificates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(ARRAY(
      SELECT f FROM inserted c JOIN bookings b ON b.id = c.booking_id,
             report_certificate_figures(c, b.clinic_id, b.service_id, 1) f));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_note(ARRAY(
      SELECT f FROM before c JOIN bookings b ON b.id = c.booking_id,
             report_certificate_figures(c, b.clinic_id, b.service_id, -1) f
      UNION ALL
      SELECT f FROM after c JOIN bookings b ON b.id = c.booking_id,
             report_certificate_figures(c, b.clinic_id, b.service_id, 1) f));
  ELSE
    PERFORM report_note(ARRAY(
      SELECT f FROM removed c JOIN bookings b ON b.id = c.booking_id,
             report_certificate_figures(c, b.clinic_id, b.service_id, -1) f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_certificates_insert AFTER INSERT ON certificates
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION report_on_certificates();
--> statement-breakpoint
CREATE TRIGGER report_certificates_update AFTER UPDATE ON certificates
  REFERENCING OLD TABLE AS before NEW TABLE AS after FOR EACH STATEMENT EXECUTE FUNCTION report_on_certificates();
--> statement-breakpoint
CREATE TRIGGER report_certificates_delete AFTER DELETE ON certificates
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION report_on_certificates();
--> statement-breakpoint
SELECT report_rebuild();
