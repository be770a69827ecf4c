CREATE TABLE "pricing_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"contract_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"leg_ids" integer[] NOT NULL,
	"query" jsonb NOT NULL,
	"variant" jsonb NOT NULL,
	"quote" jsonb
);
--> statement-breakpoint
ALTER TABLE "pricing_variants" ADD CONSTRAINT "pricing_variants_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_variants" ADD CONSTRAINT "pricing_variants_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_variants" ADD CONSTRAINT "pricing_variants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_variants_created_at_index" ON "pricing_variants" USING btree ("created_at");