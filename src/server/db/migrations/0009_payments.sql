CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"provider_reference" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("tenant_id","provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_per_order_uq" ON "payments" USING btree ("order_id") WHERE "payments"."state" = 'succeeded' and "payments"."provider" not in ('storeValue', 'loyalty');