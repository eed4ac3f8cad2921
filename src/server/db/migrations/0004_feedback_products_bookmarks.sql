CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"merchant_id" text,
	"notification_id" text,
	"ref_key" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"source_id" text,
	"name" jsonb NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_show_in_order" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_bookmarks" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_bookmarks_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"category_id" text,
	"source_id" text,
	"type" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"en_US":""}'::jsonb NOT NULL,
	"image" text,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_dine_in" numeric(14, 2) NOT NULL,
	"price_takeout" numeric(14, 2) NOT NULL,
	"price_delivery" numeric(14, 2) NOT NULL,
	"is_show_in_order" boolean DEFAULT true NOT NULL,
	"is_dine_in" boolean DEFAULT true NOT NULL,
	"is_takeout" boolean DEFAULT true NOT NULL,
	"is_delivery" boolean DEFAULT true NOT NULL,
	"is_track_quantity" boolean DEFAULT false NOT NULL,
	"remaining_quantity" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bookmarks" ADD CONSTRAINT "product_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bookmarks" ADD CONSTRAINT "product_bookmarks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_ref_uq" ON "feedback" USING btree ("tenant_id","user_id","ref_key");--> statement-breakpoint
CREATE INDEX "feedback_merchant_idx" ON "feedback" USING btree ("tenant_id","merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_categories_merchant_idx" ON "menu_categories" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_bookmarks_tenant_idx" ON "product_bookmarks" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("tenant_id","merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");