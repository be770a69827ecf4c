CREATE TYPE "public"."document_type" AS ENUM('act', 'invoice', 'claim', 'tariff');--> statement-breakpoint
CREATE TABLE "document_counters" (
	"airline_id" integer NOT NULL,
	"type" "document_type" NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "document_counters_airline_id_type_year_pk" PRIMARY KEY("airline_id","type","year")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"contract_id" integer,
	"type" "document_type" NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"period_from" date,
	"period_to" date,
	"total" bigint,
	"vat" bigint,
	"currency" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "requisites" jsonb;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_made_period" ON "documents" USING btree ("contract_id","type","period_from","period_to") WHERE "documents"."type" in ('act', 'invoice');--> statement-breakpoint
CREATE INDEX "documents_airline_id_date_index" ON "documents" USING btree ("airline_id","date");--> statement-breakpoint
CREATE INDEX "documents_contract_id_date_index" ON "documents" USING btree ("contract_id","date");