CREATE TABLE "programs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"how_it_works" text DEFAULT '' NOT NULL,
	"how_to_enjoy_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"rule" jsonb NOT NULL,
	"membership_tier_id" text,
	"tickets_left" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"outlet_id" text,
	"source" text NOT NULL,
	"reference_id" text NOT NULL,
	"order_number" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"points" numeric(14, 2) NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "show_on_member_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "how_it_works" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "benefit_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "outlet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_membership_tier_id_membership_tiers_id_fk" FOREIGN KEY ("membership_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD CONSTRAINT "pos_receipts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD CONSTRAINT "pos_receipts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD CONSTRAINT "pos_receipts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programs_merchant_idx" ON "programs" USING btree ("tenant_id","merchant_id","type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_receipts_reference_idx" ON "pos_receipts" USING btree ("tenant_id","reference_id");--> statement-breakpoint
CREATE INDEX "pos_receipts_order_number_idx" ON "pos_receipts" USING btree ("tenant_id","order_number");--> statement-breakpoint
CREATE INDEX "pos_receipts_claimed_by_idx" ON "pos_receipts" USING btree ("tenant_id","claimed_by");