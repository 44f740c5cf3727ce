-- The holds path in one database call each (decisions 0029, 0030): posting a pending transfer (its
-- holds released and its entries written as a ledger transfer, under the same row locks and rules
-- as ledger_post_transfer) and voiding one (its holds released), instead of one round trip per
-- statement while the row locks are held. A pending transfer resolves exactly once:
--   TSTA1  it is not pending any more (already posted or voided, or unknown): 'TA1'

-- A UUID version 7 (RFC 9562: 48 bits of Unix milliseconds, then random bits), like the ids the
-- server makes, for rows the database writes on its own (the entries of a posted pending transfer).
CREATE OR REPLACE FUNCTION ledger_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
--> statement-breakpoint

-- Gives back the pending amounts a pending transfer's holds reserved (its accounts are locked already).
CREATE OR REPLACE FUNCTION ledger_release_holds(p_pending_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET pending_minor = a.pending_minor - h.amount
    FROM (SELECT account_id, sum(amount_minor) AS amount
            FROM ledger_holds WHERE pending_transfer_id = p_pending_id GROUP BY account_id) h
   WHERE a.id = h.account_id;
END;
$$;
--> statement-breakpoint

-- Posts pending transfer p_pending_id as ledger transfer p_transfer_id at p_at: marks it posted,
-- locks and checks its accounts (closed: TSCA0), releases its holds and posts its entries with
-- ledger_post_transfer (floor: TSISF); its metadata gains pendingTransferId.
CREATE OR REPLACE FUNCTION ledger_post_pending_transfer(p_pending_id uuid, p_transfer_id uuid, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_pending ledger_pending_transfers%ROWTYPE;
  v_account_ids bigint[];
  v_amounts bigint[];
  v_purposes text[];
  v_entry_ids uuid[];
BEGIN
  UPDATE ledger_pending_transfers SET status = 'posted', resolved_at = p_at
   WHERE id = p_pending_id AND status = 'pending'
   RETURNING * INTO v_pending;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'pending transfer % is not pending', p_pending_id USING ERRCODE = 'TSTA1';
  END IF;
  SELECT array_agg((e.entry->>'accountId')::bigint ORDER BY e.n),
         array_agg((e.entry->>'amountMinor')::bigint ORDER BY e.n),
         array_agg(coalesce(e.entry->>'purpose', 'principal') ORDER BY e.n),
         array_agg(ledger_uuid_v7() ORDER BY e.n)
    INTO v_account_ids, v_amounts, v_purposes, v_entry_ids
    FROM jsonb_array_elements(v_pending.entries) WITH ORDINALITY AS e(entry, n);
  PERFORM ledger_lock_and_check(v_account_ids, v_amounts);
  PERFORM ledger_release_holds(p_pending_id);
  PERFORM ledger_post_transfer(
    p_transfer_id, v_pending.kind, v_pending.description,
    CASE WHEN jsonb_typeof(v_pending.metadata) = 'object' THEN v_pending.metadata ELSE '{}'::jsonb END
      || jsonb_build_object('pendingTransferId', p_pending_id::text),
    NULL, p_at, v_entry_ids, v_account_ids, v_amounts, v_purposes);
  UPDATE ledger_pending_transfers SET posted_transfer_id = p_transfer_id WHERE id = p_pending_id;
END;
$$;
--> statement-breakpoint

-- Voids pending transfer p_pending_id at p_at: marks it voided, locks its accounts in ascending id
-- order and releases its holds. A closed account never blocks giving the money back.
CREATE OR REPLACE FUNCTION ledger_void_pending_transfer(p_pending_id uuid, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_entries jsonb;
BEGIN
  UPDATE ledger_pending_transfers SET status = 'voided', resolved_at = p_at
   WHERE id = p_pending_id AND status = 'pending'
   RETURNING entries INTO v_entries;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'pending transfer % is not pending', p_pending_id USING ERRCODE = 'TSTA1';
  END IF;
  PERFORM 1 FROM ledger_accounts
   WHERE id IN (SELECT (e->>'accountId')::bigint FROM jsonb_array_elements(v_entries) AS e)
   ORDER BY id FOR UPDATE;
  PERFORM ledger_release_holds(p_pending_id);
END;
$$;
