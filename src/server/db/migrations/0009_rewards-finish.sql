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
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_member_voucher_id_member_vouchers_id_fk" FOREIGN KEY ("member_voucher_id") REFERENCES "public"."member_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_requests" ADD CONSTRAINT "voucher_gift_requests_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_gift_requests_user_idx" ON "voucher_gift_requests" USING btree ("tenant_id","user_id","created_at");