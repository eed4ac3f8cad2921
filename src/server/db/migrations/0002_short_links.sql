CREATE TABLE "short_links" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
