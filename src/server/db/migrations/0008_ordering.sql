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
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_outlet_uq" ON "carts" USING btree ("tenant_id","user_id","outlet_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "popup_messages_merchant_idx" ON "popup_messages" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "price_rules_merchant_idx" ON "price_rules" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_tags_merchant_idx" ON "product_tags" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "table_tokens_outlet_idx" ON "table_tokens" USING btree ("tenant_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_daily_number_uq" ON "orders" USING btree ("outlet_id","order_day","daily_order_number");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_remaining_not_negative" CHECK ("products"."remaining_quantity" is null or "products"."remaining_quantity" >= 0);