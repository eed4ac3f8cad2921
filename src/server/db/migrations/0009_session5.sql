CREATE TABLE "modifier_value_stocks" (
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"value_id" text NOT NULL,
	"remaining_quantity" integer NOT NULL,
	CONSTRAINT "modifier_value_stocks_merchant_id_value_id_pk" PRIMARY KEY("merchant_id","value_id"),
	CONSTRAINT "modifier_value_stocks_not_negative" CHECK ("modifier_value_stocks"."remaining_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_gift_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"member_voucher_id" text NOT NULL,
	"recipient_user_id" text NOT NULL,
	"phone" text NOT NULL,
	"verification" text NOT NULL,
	"code_hash" text,
	"challenge" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_option_stock" (
	"tenant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_option_stock_order_id_kind_item_id_pk" PRIMARY KEY("order_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "modifier_value_stocks" ADD CONSTRAINT "modifier_value_stocks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_member_voucher_id_member_vouchers_id_fk" FOREIGN KEY ("member_voucher_id") REFERENCES "public"."member_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_option_stock" ADD CONSTRAINT "order_option_stock_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modifier_value_stocks_tenant_idx" ON "modifier_value_stocks" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "voucher_gift_requests_user_idx" ON "voucher_gift_requests" USING btree ("tenant_id","user_id","created_at");