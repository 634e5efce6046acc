-- Ledger invariants the database enforces on its own (hand-written; keep when squashing).
-- 1. Entries are append-only: no UPDATE or DELETE, ever.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries are append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- 2. Every transaction's entries sum to zero, checked at commit (deferred).
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount_fils), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (%)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- VIP plans on sale (prices in fils, VAT included). Re-running changes nothing.
INSERT INTO "vip_plans" ("code", "name_key", "price_fils", "validity_days", "deposit_discount_pct", "active", "sort_order") VALUES
	('silver', 'vip:plans.silver.name', 9900, 30, 10, true, 1),
	('gold', 'vip:plans.gold.name', 24900, 90, 25, true, 2),
	('platinum', 'vip:plans.platinum.name', 79900, 365, 50, true, 3)
ON CONFLICT ("code") DO NOTHING;
