ALTER TABLE "airlines" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "bik" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "correspondent_account" text;