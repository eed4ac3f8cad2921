CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_owner_key_pk" PRIMARY KEY("tenant_id","owner","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"asset" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text,
	"counterpart_user_id" text,
	"voids_entry_id" text,
	"pos_amount" numeric(14, 2),
	"idempotency_key" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_asset_known" CHECK ("ledger_entries"."asset" in ('points', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "gift_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"verification" text NOT NULL,
	"code_hash" text,
	"challenge" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	"entry_id" text
);
--> statement-breakpoint
CREATE TABLE "store_credit_products" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"outlet_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"from_amount" numeric(14, 2) NOT NULL,
	"to_amount" numeric(14, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"register_id" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"outlet_id" text,
	"product_id" text,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"pay_amount" numeric(14, 2) NOT NULL,
	"credit_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "store_credit_allow_negative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterpart_user_id_users_id_fk" FOREIGN KEY ("counterpart_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_codes" ADD CONSTRAINT "redemption_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_codes" ADD CONSTRAINT "redemption_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_products" ADD CONSTRAINT "store_credit_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_products" ADD CONSTRAINT "store_credit_products_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger_entries" USING btree ("tenant_id","user_id","merchant_id","asset","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_voids_entry_uq" ON "ledger_entries" USING btree ("voids_entry_id");--> statement-breakpoint
CREATE INDEX "gift_requests_sender_idx" ON "gift_requests" USING btree ("tenant_id","sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_codes_code_uq" ON "redemption_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "redemption_codes_user_idx" ON "redemption_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_credit_products_outlet_idx" ON "store_credit_products" USING btree ("tenant_id","outlet_id","sort_order");--> statement-breakpoint
CREATE INDEX "register_sessions_expiry_idx" ON "register_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registers_tenant_idx" ON "registers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_uq" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate data steps or triggers).
-- Every merchant's loyalty unit gets the value of one point in currency (issue 10; demo 0.01).
UPDATE "merchants" SET "loyalty_unit" = "loyalty_unit" || '{"pointToCurrencyValue": "0.01"}'::jsonb WHERE NOT ("loyalty_unit" ? 'pointToCurrencyValue');--> statement-breakpoint
-- Balances that existed before the ledger become its opening entries, so ledger sum = balance from the start.
INSERT INTO "ledger_entries" ("id", "tenant_id", "merchant_id", "user_id", "asset", "kind", "amount", "actor", "created_at", "available_at")
SELECT 'opening-points-' || "user_id" || '-' || "merchant_id", "tenant_id", "merchant_id", "user_id", 'points', 'opening_balance', "loyalty_balance", 'system', now(), now()
FROM "memberships" WHERE "loyalty_balance" <> 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "tenant_id", "merchant_id", "user_id", "asset", "kind", "amount", "actor", "created_at", "available_at")
SELECT 'opening-credit-' || "user_id" || '-' || "merchant_id", "tenant_id", "merchant_id", "user_id", 'credit', 'opening_balance', "store_value_balance", 'system', now(), now()
FROM "memberships" WHERE "store_value_balance" <> 0;--> statement-breakpoint
-- Append-only: what an entry moved never changes (only a deleted counterpart's link may be cleared).
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."tenant_id", NEW."merchant_id", NEW."user_id", NEW."asset", NEW."kind", NEW."amount", NEW."reference",
      NEW."voids_entry_id", NEW."pos_amount", NEW."idempotency_key", NEW."actor", NEW."created_at", NEW."available_at")
     IS DISTINCT FROM
     (OLD."tenant_id", OLD."merchant_id", OLD."user_id", OLD."asset", OLD."kind", OLD."amount", OLD."reference",
      OLD."voids_entry_id", OLD."pos_amount", OLD."idempotency_key", OLD."actor", OLD."created_at", OLD."available_at")
  THEN
    RAISE EXCEPTION 'ledger_entries is append-only: add an entry instead of changing one' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
