CREATE TYPE "public"."hold_status" AS ENUM('open', 'released', 'charged');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_type" AS ENUM('opening', 'payment', 'hold', 'release', 'charge', 'refund', 'correction');--> statement-breakpoint
CREATE TABLE "balance_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "hold_status" DEFAULT 'open' NOT NULL,
	"booking_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "balance_holds_amount_positive" CHECK ("balance_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_balances" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"type" "ledger_entry_type" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"description" text,
	"hold_id" integer,
	"booking_id" integer,
	"shipment_id" integer,
	"payment_id" integer,
	"document_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_holds" ADD CONSTRAINT "balance_holds_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_balances" ADD CONSTRAINT "contract_balances_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_hold_id_balance_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."balance_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_holds_contract_id_status_index" ON "balance_holds" USING btree ("contract_id","status");--> statement-breakpoint
CREATE INDEX "balance_holds_booking_id_index" ON "balance_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_id_id_index" ON "ledger_entries" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_id_created_at_index" ON "ledger_entries" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_id_index" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
-- Every contract gets its balance row; a balance typed into the old column becomes the opening
-- entry of its ledger (minor units: all the contract currencies have two fraction digits).
INSERT INTO "contract_balances" ("contract_id", "currency", "balance")
  SELECT "id", "currency", coalesce(round("balance" * 100)::bigint, 0) FROM "contracts";--> statement-breakpoint
INSERT INTO "ledger_entries" ("contract_id", "type", "amount", "currency", "balance_after", "description", "created_at")
  SELECT "id", 'opening', round("balance" * 100)::bigint, "currency", round("balance" * 100)::bigint, NULL, now()
  FROM "contracts" WHERE round(coalesce("balance", 0) * 100) <> 0 ORDER BY "id";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "balance";