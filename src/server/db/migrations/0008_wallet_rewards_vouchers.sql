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
ALTER TABLE "member_vouchers" ADD COLUMN "voucher_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "voucher_used_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "issued_to_user_id" text;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "gifted_by_user_id" text;--> statement-breakpoint
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
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_challenges" ADD CONSTRAINT "biometric_challenges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_challenges" ADD CONSTRAINT "biometric_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "cashback_awards_source_uq" ON "cashback_awards" USING btree ("program_id","user_id","source");--> statement-breakpoint
CREATE INDEX "cashback_awards_member_idx" ON "cashback_awards" USING btree ("tenant_id","user_id","program_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_uq" ON "referral_rewards" USING btree ("program_id","friend_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("tenant_id","referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_challenges_challenge_uq" ON "biometric_challenges" USING btree ("tenant_id","challenge");--> statement-breakpoint
CREATE INDEX "biometric_challenges_user_idx" ON "biometric_challenges" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_open_uq" ON "stamp_cards" USING btree ("program_id","user_id") WHERE "stamp_cards"."filled_at" is null;--> statement-breakpoint
CREATE INDEX "stamp_cards_member_idx" ON "stamp_cards" USING btree ("tenant_id","user_id","merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_card_level_uq" ON "stamps" USING btree ("card_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_source_uq" ON "stamps" USING btree ("program_id","user_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_discount_codes_active_uq" ON "voucher_discount_codes" USING btree ("member_voucher_id") WHERE "voucher_discount_codes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "voucher_discount_codes_user_idx" ON "voucher_discount_codes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_purchase_requests_user_idx" ON "voucher_purchase_requests" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_once_uq" ON "voucher_redemptions" USING btree ("member_voucher_id");--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_issued_to_user_id_users_id_fk" FOREIGN KEY ("issued_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_gifted_by_user_id_users_id_fk" FOREIGN KEY ("gifted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vouchers_issued_idx" ON "member_vouchers" USING btree ("voucher_id","issued_to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_barcode_uq" ON "vouchers" USING btree ("tenant_id","barcode");