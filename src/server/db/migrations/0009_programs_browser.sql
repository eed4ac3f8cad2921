CREATE TABLE "promotion_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "promotion_clicks" ADD CONSTRAINT "promotion_clicks_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_clicks_viewer_day_uq" ON "promotion_clicks" USING btree ("promotion_id","viewer","day");