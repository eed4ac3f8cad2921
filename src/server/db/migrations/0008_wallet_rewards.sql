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
CREATE UNIQUE INDEX "cashback_awards_source_uq" ON "cashback_awards" USING btree ("program_id","user_id","source");--> statement-breakpoint
CREATE INDEX "cashback_awards_member_idx" ON "cashback_awards" USING btree ("tenant_id","user_id","program_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_uq" ON "referral_rewards" USING btree ("program_id","friend_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("tenant_id","referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_challenges_challenge_uq" ON "biometric_challenges" USING btree ("tenant_id","challenge");--> statement-breakpoint
CREATE INDEX "biometric_challenges_user_idx" ON "biometric_challenges" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_open_uq" ON "stamp_cards" USING btree ("program_id","user_id") WHERE "stamp_cards"."filled_at" is null;--> statement-breakpoint
CREATE INDEX "stamp_cards_member_idx" ON "stamp_cards" USING btree ("tenant_id","user_id","merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_card_level_uq" ON "stamps" USING btree ("card_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "stamps_source_uq" ON "stamps" USING btree ("program_id","user_id","source");