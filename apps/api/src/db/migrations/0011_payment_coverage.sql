ALTER TABLE "bookings" ADD COLUMN "confirmed_by_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_pixels_sha256" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "look_alike_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_slip_pixels_unique" ON "payments" USING btree ("slip_pixels_sha256") WHERE "payments"."slip_pixels_sha256" is not null and "payments"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_not_self_confirmed" CHECK ("bookings"."confirmed_by" <> "bookings"."user_id") NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_not_self_verified" CHECK ("payments"."verified_by" <> "payments"."user_id") NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_not_self_refunded" CHECK ("payments"."refunded_by" <> "payments"."user_id") NOT VALID;--> statement-breakpoint
-- What a booking still owes: its total less its verified payments (decision 014). The one
-- definition of the amount due: the services select it, the triggers below use it.
CREATE FUNCTION booking_amount_due(booking uuid, total integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT greatest(0, total - coalesce(
    (SELECT sum(p.amount) FROM payments p WHERE p.booking_id = booking AND p.status = 'verified'), 0))::integer
$$;
--> statement-breakpoint
-- Money rules of a booking's total (decision 014), whoever writes the row: the total cannot change
-- once a slip waits for review or money was verified, and a booking confirmed by payment must be
-- covered by its verified payments. Callers hold the booking's row lock, and every payment decision
-- takes that lock first, so the payments read here cannot change underneath.
CREATE FUNCTION bookings_guard_paid_total() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.total_amount <> OLD.total_amount THEN
    IF EXISTS (SELECT 1 FROM payments WHERE booking_id = NEW.id AND status = 'submitted') THEN
      RAISE EXCEPTION 'booking % total changed while a slip awaits review', NEW.id
        USING ERRCODE = '23514', CONSTRAINT = 'bookings_total_slip_in_review';
    END IF;
    IF EXISTS (SELECT 1 FROM payments WHERE booking_id = NEW.id AND status = 'verified') THEN
      RAISE EXCEPTION 'booking % total changed after money was verified', NEW.id
        USING ERRCODE = '23514', CONSTRAINT = 'bookings_total_paid';
    END IF;
  END IF;
  IF NEW.status = 'confirmed' AND NEW.confirmed_by_payment
     AND booking_amount_due(NEW.id, NEW.total_amount) > 0 THEN
    RAISE EXCEPTION 'booking % confirmed by payment without verified money covering its total', NEW.id
      USING ERRCODE = '23514', CONSTRAINT = 'bookings_confirmed_paid_in_full';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_guard_paid_total BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_guard_paid_total();
--> statement-breakpoint
-- A payment waiting for its slip asks for what the booking owes now: a new total carries over to it,
-- so the PromptPay QR, the payment screens and the reviewer all see the same amount.
CREATE FUNCTION bookings_carry_total_to_open_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET amount = booking_amount_due(NEW.id, NEW.total_amount), updated_at = now()
   WHERE booking_id = NEW.id AND status = 'pending';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_carry_total_to_open_payment AFTER UPDATE OF total_amount ON bookings
  FOR EACH ROW WHEN (NEW.total_amount <> OLD.total_amount) EXECUTE FUNCTION bookings_carry_total_to_open_payment();
