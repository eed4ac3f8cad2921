CREATE TABLE "promotion_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_awards" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"program_id" text NOT NULL,
	"user_id" text NOT NULL,
	"pos_amount" numeric(14, 2) NOT NULL,
	"cashback_amount" numeric(14, 2) NOT NULL,
	"ledger_entry_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"program_id" text NOT NULL,
	"referrer_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"gift_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"ledger_entry_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biometric_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "stamp_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"program_id" text NOT NULL,
	"user_id" text NOT NULL,
	"total" integer NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"filled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stamp_cards_collected_in_range" CHECK ("stamp_cards"."collected" >= 0 and "stamp_cards"."collected" <= "stamp_cards"."total")
);
--> statement-breakpoint
CREATE TABLE "stamps" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"card_id" text NOT NULL,
	"program_id" text NOT NULL,
	"user_id" text NOT NULL,
	"level" integer NOT NULL,
	"has_gift" boolean DEFAULT false NOT NULL,
	"gift_used_at" timestamp with time zone,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"member_voucher_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"connector" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_merchant_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"ticket" integer DEFAULT 0 NOT NULL,
	"is_claim_voucher_verification" boolean DEFAULT false NOT NULL,
	"shop_connector" text,
	"shop_domain" text,
	CONSTRAINT "voucher_ticket_not_negative" CHECK ("voucher_merchant_settings"."ticket" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_purchase_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"voucher_value_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"verification" text NOT NULL,
	"code_hash" text,
	"challenge" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"member_voucher_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"member_voucher_id" text NOT NULL,
	"user_id" text NOT NULL,
	"redeemed_by" text NOT NULL,
	"outlet_id" text,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundled_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_item_voucher_value_id" text,
	"is_auto_added" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"outlet_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_mode" text NOT NULL,
	"estimated_date" text,
	"table_number" text,
	"pager_number" text,
	"table_token" text,
	"delivery_location" jsonb,
	"delivery_distance" integer,
	"discount_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_counters" (
	"tenant_id" text NOT NULL,
	"outlet_id" text NOT NULL,
	"day" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_day_counters_outlet_id_day_pk" PRIMARY KEY("outlet_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"outlet_id" text,
	"pages" jsonb NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"show_times" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" text,
	"end_time" text,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outlet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effect_type" text NOT NULL,
	"effect_value" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"outlet_id" text NOT NULL,
	"table_number" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "is_feeling_lucky_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "time_zone" text DEFAULT 'Asia/Ulaanbaatar' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "padding_time" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "operation_times" jsonb DEFAULT '[{"startTime":"09:00","endTime":"21:00","values":[1,2,3,4,5,6,7]}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "order_settings" jsonb DEFAULT '{"menuPriceControl":"show","operationType":"qsr","isSkipScanTable":false,"advancedOrderMaxDays":0,"isAllowRemarks":true,"isAllowPassToCounter":false,"isAllowPreorder":false,"isAllowDelivery":false,"isAllowPickup":true,"isAllowDineIn":false,"isAllowStoreCreditRedeem":false,"isAllowPointRedeem":false,"isTaxInclusive":false,"stackVoucherType":"single","mode":"{product}","isDeliveryDisplayAsTimeRange":false,"isPickupDisplayAsTimeRange":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "pickup_settings" jsonb DEFAULT '{"mode":"weekly","times":[{"startTime":"09:00","endTime":"21:00","values":[1,2,3,4,5,6,7]}],"paddingDay":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "delivery_settings" jsonb DEFAULT '{"mode":"weekly","times":[{"startTime":"09:00","endTime":"21:00","values":[1,2,3,4,5,6,7]}],"paddingDay":0,"deliveryDistance":0,"deliveryFee":"0.00","minOrderAmount":"0.00","deliveryFeeRanges":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "service_charge_rate" numeric(7, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "cart_texture" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "outlet_texture" text;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "voucher_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "voucher_used_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "issued_to_user_id" text;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "gifted_by_user_id" text;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "voucher_values" ADD COLUMN "point_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "voucher_type" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "voucher_value_type" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "is_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "expiry_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "validity_in_days" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "outlets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "product_select_type" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "product_category" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "product_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "margin" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "margin_balance" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "personal_margin" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "voucher_event" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "term_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "how_it_works" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "free_label" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "show_voucher_member_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "condition_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "outlet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "is_recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bundled_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "operation_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "outlet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_restriction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nutri_grade_symbol" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_show_nutri_grade_symbol" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_show_healthier_choice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sugar_level_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trending_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_exclude_from_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_service_charge" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "program_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_status" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_system" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_day" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "daily_order_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pager_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_date" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "totals" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_list" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_guest_order" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "promotion_clicks" ADD CONSTRAINT "promotion_clicks_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_challenges" ADD CONSTRAINT "biometric_challenges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_challenges" ADD CONSTRAINT "biometric_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_card_id_stamp_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_discount_codes" ADD CONSTRAINT "voucher_discount_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_discount_codes" ADD CONSTRAINT "voucher_discount_codes_member_voucher_id_member_vouchers_id_fk" FOREIGN KEY ("member_voucher_id") REFERENCES "public"."member_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_discount_codes" ADD CONSTRAINT "voucher_discount_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_merchant_settings" ADD CONSTRAINT "voucher_merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchase_requests" ADD CONSTRAINT "voucher_purchase_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchase_requests" ADD CONSTRAINT "voucher_purchase_requests_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchase_requests" ADD CONSTRAINT "voucher_purchase_requests_voucher_value_id_voucher_values_id_fk" FOREIGN KEY ("voucher_value_id") REFERENCES "public"."voucher_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_member_voucher_id_member_vouchers_id_fk" FOREIGN KEY ("member_voucher_id") REFERENCES "public"."member_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_day_counters" ADD CONSTRAINT "order_day_counters_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_messages" ADD CONSTRAINT "popup_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_messages" ADD CONSTRAINT "popup_messages_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_tokens" ADD CONSTRAINT "table_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_tokens" ADD CONSTRAINT "table_tokens_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_clicks_viewer_day_uq" ON "promotion_clicks" USING btree ("promotion_id","viewer","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_awards_source_uq" ON "cashback_awards" USING btree ("program_id","user_id","source");--> statement-breakpoint
CREATE INDEX "cashback_awards_member_idx" ON "cashback_awards" USING btree ("tenant_id","user_id","program_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_uq" ON "referral_rewards" USING btree ("program_id","friend_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("tenant_id","referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_challenges_challenge_uq" ON "biometric_challenges" USING btree ("tenant_id","challenge");--> statement-breakpoint
CREATE INDEX "biometric_challenges_user_idx" ON "biometric_challenges" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("tenant_id","provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_open_uq" ON "stamp_cards" USING btree ("program_id","user_id") WHERE "stamp_cards"."filled_at" is null;--> statement-breakpoint
CREATE INDEX "stamp_cards_member_idx" ON "stamp_cards" USING btree ("tenant_id","user_id","merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_card_level_uq" ON "stamps" USING btree ("card_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_source_uq" ON "stamps" USING btree ("program_id","user_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_discount_codes_active_uq" ON "voucher_discount_codes" USING btree ("member_voucher_id") WHERE "voucher_discount_codes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "voucher_discount_codes_user_idx" ON "voucher_discount_codes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_purchase_requests_user_idx" ON "voucher_purchase_requests" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_once_uq" ON "voucher_redemptions" USING btree ("member_voucher_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_outlet_uq" ON "carts" USING btree ("tenant_id","user_id","outlet_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "popup_messages_merchant_idx" ON "popup_messages" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "price_rules_merchant_idx" ON "price_rules" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_tags_merchant_idx" ON "product_tags" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "table_tokens_outlet_idx" ON "table_tokens" USING btree ("tenant_id","outlet_id");--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_issued_to_user_id_users_id_fk" FOREIGN KEY ("issued_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_gifted_by_user_id_users_id_fk" FOREIGN KEY ("gifted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vouchers_issued_idx" ON "member_vouchers" USING btree ("voucher_id","issued_to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_barcode_uq" ON "vouchers" USING btree ("tenant_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_daily_number_uq" ON "orders" USING btree ("outlet_id","order_day","daily_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_per_order_uq" ON "payments" USING btree ("order_id") WHERE "payments"."state" = 'succeeded' and "payments"."provider" not in ('storeValue', 'loyalty');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_remaining_not_negative" CHECK ("products"."remaining_quantity" is null or "products"."remaining_quantity" >= 0);