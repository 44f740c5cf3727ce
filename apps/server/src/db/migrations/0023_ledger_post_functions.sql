-- The ledger's write path in one database call each (decision 0029): posting a transfer and creating
-- a pending transfer with its holds lock the accounts, check the rules and write everything inside
-- the server, instead of one round trip per statement while the row locks are held. The rules are
-- the ones of modules/ledger/post-transfer.ts and pending-transfers.ts; refusals are raised with
-- Tessera's own SQLSTATEs, which the TypeScript side turns back into its errors:
--   TSINV  a malformed transfer (unknown account, entries not summing to zero per currency)
--   TSCA0  an account is closed (account_status_id 11, the contract's closedAccountStatusId): 'CA'
--   TSISF  a debit would take an account below its floor: 'ISF'
-- Amounts are bigint minor units of each account's currency; entries are parallel arrays.

CREATE OR REPLACE FUNCTION ledger_lock_and_check(p_account_ids bigint[], p_amounts bigint[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_account bigint;
  v_currency text;
BEGIN
  -- Row locks in ascending id order, like every other writer of these rows (DESIGN §4).
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) ORDER BY id FOR UPDATE;
  SELECT e.account_id INTO v_account
    FROM unnest(p_account_ids) AS e(account_id)
    LEFT JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.id IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'unknown account %', v_account USING ERRCODE = 'TSINV';
  END IF;
  SELECT a.currency_code INTO v_currency
    FROM unnest(p_account_ids, p_amounts) AS e(account_id, amount)
    JOIN ledger_accounts a ON a.id = e.account_id
    GROUP BY a.currency_code HAVING sum(e.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'entries in % do not sum to zero', v_currency USING ERRCODE = 'TSINV';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) AND account_status_id = 11) THEN
    RAISE EXCEPTION 'account closed' USING ERRCODE = 'TSCA0';
  END IF;
END;
$$;
--> statement-breakpoint

-- Posts a balanced transfer: checks, then the immutable transfer row, its entries and the new balances.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_transfer_id uuid,
  p_kind text,
  p_description text,
  p_metadata jsonb,
  p_reverses_transfer_id uuid,
  p_created_at timestamptz,
  p_entry_ids uuid[],
  p_account_ids bigint[],
  p_amounts bigint[],
  p_purposes text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_lock_and_check(p_account_ids, p_amounts);
  -- Available after the debit: balance + delta − pending may not fall below the floor.
  IF EXISTS (
    SELECT 1
      FROM (SELECT account_id, sum(amount) AS delta
              FROM unnest(p_account_ids, p_amounts) AS e(account_id, amount) GROUP BY account_id) d
      JOIN ledger_accounts a ON a.id = d.account_id
     WHERE d.delta < 0 AND a.balance_min_minor IS NOT NULL
       AND a.balance_minor + d.delta - a.pending_minor < a.balance_min_minor
  ) THEN
    RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'TSISF';
  END IF;
  INSERT INTO ledger_transfers (id, kind, description, reverses_transfer_id, metadata, created_at)
    VALUES (p_transfer_id, p_kind, p_description, p_reverses_transfer_id, p_metadata, p_created_at);
  INSERT INTO ledger_entries (id, transfer_id, account_id, currency_code, amount_minor, purpose, created_at)
    SELECT e.id, p_transfer_id, e.account_id, a.currency_code, e.amount, e.purpose, p_created_at
      FROM unnest(p_entry_ids, p_account_ids, p_amounts, p_purposes) WITH ORDINALITY AS e(id, account_id, amount, purpose, n)
      JOIN ledger_accounts a ON a.id = e.account_id
     ORDER BY e.n;
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + d.delta
    FROM (SELECT account_id, sum(amount) AS delta
            FROM unnest(p_account_ids, p_amounts) AS e(account_id, amount) GROUP BY account_id) d
   WHERE a.id = d.account_id AND d.delta <> 0;
END;
$$;
--> statement-breakpoint

-- Creates a pending transfer: checks, then reserves every net debit as a hold (pending amount) if
-- available = balance − pending − debit stays at or above the floor. Nothing is posted.
CREATE OR REPLACE FUNCTION ledger_create_pending_transfer(
  p_pending_id uuid,
  p_kind text,
  p_description text,
  p_metadata jsonb,
  p_expires_at timestamptz,
  p_account_ids bigint[],
  p_amounts bigint[],
  p_purposes text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_lock_and_check(p_account_ids, p_amounts);
  IF EXISTS (
    SELECT 1
      FROM (SELECT account_id, sum(amount) AS delta
              FROM unnest(p_account_ids, p_amounts) AS e(account_id, amount) GROUP BY account_id) d
      JOIN ledger_accounts a ON a.id = d.account_id
     WHERE d.delta < 0 AND a.balance_min_minor IS NOT NULL
       AND a.balance_minor - a.pending_minor + d.delta < a.balance_min_minor
  ) THEN
    RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'TSISF';
  END IF;
  INSERT INTO ledger_pending_transfers (id, kind, description, entries, metadata, expires_at)
    VALUES (
      p_pending_id, p_kind, p_description,
      (SELECT jsonb_agg(jsonb_build_object('accountId', e.account_id, 'amountMinor', e.amount::text, 'purpose', e.purpose) ORDER BY e.n)
         FROM unnest(p_account_ids, p_amounts, p_purposes) WITH ORDINALITY AS e(account_id, amount, purpose, n)),
      p_metadata, p_expires_at);
  WITH holds AS (
    INSERT INTO ledger_holds (id, pending_transfer_id, account_id, amount_minor)
      SELECT gen_random_uuid(), p_pending_id, d.account_id, -d.delta
        FROM (SELECT account_id, sum(amount) AS delta
                FROM unnest(p_account_ids, p_amounts) AS e(account_id, amount) GROUP BY account_id) d
       WHERE d.delta < 0
      RETURNING account_id, amount_minor
  )
  UPDATE ledger_accounts a SET pending_minor = a.pending_minor + holds.amount_minor
    FROM holds WHERE a.id = holds.account_id;
END;
$$;
