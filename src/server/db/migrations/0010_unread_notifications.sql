CREATE TABLE "unread_notifications" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"unread" integer NOT NULL,
	CONSTRAINT "unread_notifications_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "unread_notifications" ADD CONSTRAINT "unread_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate data steps or triggers).
-- The counts of the notifications already written.
INSERT INTO "unread_notifications" ("tenant_id", "user_id", "unread")
SELECT "tenant_id", "user_id", count(*) FROM "notifications" WHERE NOT "is_read" GROUP BY "tenant_id", "user_id";--> statement-breakpoint
-- Every later change moves the counts at the end of its statement, one upsert for all its rows: inserts add their
-- unread rows, updates the difference of unread rows before and after (read, unread again, moved), deletes take
-- theirs away. Members' rows are upserted in (tenant, user) order, so two statements that touch the same members
-- lock their counts in one order and queue instead of deadlocking. A delete only updates: a member's count goes
-- with the member (its foreign key), and a cascade from the member must not write it again.
CREATE FUNCTION "unread_notifications_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "unread_notifications" AS c ("tenant_id", "user_id", "unread")
    SELECT "tenant_id", "user_id", count(*) FROM new_rows WHERE NOT "is_read"
    GROUP BY "tenant_id", "user_id" ORDER BY "tenant_id", "user_id"
    ON CONFLICT ("tenant_id", "user_id") DO UPDATE SET "unread" = c."unread" + excluded."unread";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "unread_notifications" AS c ("tenant_id", "user_id", "unread")
    SELECT "tenant_id", "user_id", sum(moved) FROM (
      SELECT "tenant_id", "user_id", 1 AS moved FROM new_rows WHERE NOT "is_read"
      UNION ALL
      SELECT "tenant_id", "user_id", -1 FROM old_rows WHERE NOT "is_read"
    ) AS unread
    GROUP BY "tenant_id", "user_id" HAVING sum(moved) <> 0 ORDER BY "tenant_id", "user_id"
    ON CONFLICT ("tenant_id", "user_id") DO UPDATE SET "unread" = c."unread" + excluded."unread";
  ELSE
    UPDATE "unread_notifications" AS c SET "unread" = c."unread" - gone.n
    FROM (
      SELECT "tenant_id", "user_id", count(*) AS n FROM old_rows WHERE NOT "is_read" GROUP BY "tenant_id", "user_id"
    ) AS gone
    WHERE c."tenant_id" = gone."tenant_id" AND c."user_id" = gone."user_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_unread_inserted" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "unread_notifications_count"();--> statement-breakpoint
CREATE TRIGGER "notifications_unread_updated" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "unread_notifications_count"();--> statement-breakpoint
CREATE TRIGGER "notifications_unread_deleted" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "unread_notifications_count"();
