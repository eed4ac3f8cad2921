CREATE TABLE "purchase_totals" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"purchases" integer NOT NULL,
	CONSTRAINT "purchase_totals_tenant_id_user_id_merchant_id_pk" PRIMARY KEY("tenant_id","user_id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "purchase_totals" ADD CONSTRAINT "purchase_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_totals" ADD CONSTRAINT "purchase_totals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate data steps or triggers).
-- The totals of the purchases already counted.
INSERT INTO "purchase_totals" ("tenant_id", "user_id", "merchant_id", "amount", "purchases")
SELECT "tenant_id", "user_id", "merchant_id", sum("amount"), count(*) FROM "pos_transactions"
GROUP BY "tenant_id", "user_id", "merchant_id";--> statement-breakpoint
-- Every later change moves the totals at the end of its statement, one upsert for all its rows: inserts add theirs,
-- updates the difference of their rows before and after (an amount corrected, a row moved), deletes take theirs
-- away. Rows are upserted in key order, so two statements that touch the same members lock their totals in one order
-- and queue instead of deadlocking. A delete only updates: the totals go with the member or merchant (their foreign
-- keys), and a cascade from either must not write them again.
CREATE FUNCTION "purchase_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "purchase_totals" AS t ("tenant_id", "user_id", "merchant_id", "amount", "purchases")
    SELECT "tenant_id", "user_id", "merchant_id", sum("amount"), count(*) FROM new_rows
    GROUP BY "tenant_id", "user_id", "merchant_id" ORDER BY "tenant_id", "user_id", "merchant_id"
    ON CONFLICT ("tenant_id", "user_id", "merchant_id")
    DO UPDATE SET "amount" = t."amount" + excluded."amount", "purchases" = t."purchases" + excluded."purchases";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "purchase_totals" AS t ("tenant_id", "user_id", "merchant_id", "amount", "purchases")
    SELECT "tenant_id", "user_id", "merchant_id", sum("amount"), sum(n) FROM (
      SELECT "tenant_id", "user_id", "merchant_id", "amount", 1 AS n FROM new_rows
      UNION ALL
      SELECT "tenant_id", "user_id", "merchant_id", -"amount", -1 FROM old_rows
    ) AS moved
    GROUP BY "tenant_id", "user_id", "merchant_id" HAVING sum("amount") <> 0 OR sum(n) <> 0
    ORDER BY "tenant_id", "user_id", "merchant_id"
    ON CONFLICT ("tenant_id", "user_id", "merchant_id")
    DO UPDATE SET "amount" = t."amount" + excluded."amount", "purchases" = t."purchases" + excluded."purchases";
  ELSE
    UPDATE "purchase_totals" AS t SET "amount" = t."amount" - gone."amount", "purchases" = t."purchases" - gone.n
    FROM (
      SELECT "tenant_id", "user_id", "merchant_id", sum("amount") AS "amount", count(*) AS n FROM old_rows
      GROUP BY "tenant_id", "user_id", "merchant_id"
    ) AS gone
    WHERE t."tenant_id" = gone."tenant_id" AND t."user_id" = gone."user_id" AND t."merchant_id" = gone."merchant_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pos_transactions_totals_inserted" AFTER INSERT ON "pos_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_totals_count"();--> statement-breakpoint
CREATE TRIGGER "pos_transactions_totals_updated" AFTER UPDATE ON "pos_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_totals_count"();--> statement-breakpoint
CREATE TRIGGER "pos_transactions_totals_deleted" AFTER DELETE ON "pos_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_totals_count"();
