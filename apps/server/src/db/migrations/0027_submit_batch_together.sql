-- A batch of submits applied together when it can be (decision 0030): in the common case (every key
-- new, no approval needed, every limit and floor clear for the whole batch) the batch is written
-- with a few set-based statements instead of one subtransaction and a dozen statements per submit.
-- Whenever the batch as a whole does not qualify, nothing of that attempt stays and the submits run
-- one by one, exactly as before (transfers_submit_batch_each, the function of migration 0024).
--   TSBAT  the batch does not qualify for applying it together (internal; never leaves the function)
--
-- Why applying together keeps every rule of the one-by-one path:
-- - keys: all must be new and distinct, else one by one (replays, mismatches, repeats in one batch);
-- - approval: every customer's mode must be none, else one by one (which refuses those with TSSLW);
-- - limits: usage only grows, so if the batch's total stays within a daily or monthly limit, every
--   submit in any order stayed within it; the single-transfer limit is checked per submit;
-- - floors: if an account stays at or above its floor after every debit of the batch and none of
--   its credits, then every submit in any order did: a credit only helps;
-- - closed accounts, unknown accounts and entries that do not sum to zero per currency send the
--   batch one by one, where they are refused or fail exactly as before.

ALTER FUNCTION transfers_submit_batch(jsonb) RENAME TO transfers_submit_batch_each;
--> statement-breakpoint

-- The limit groups of a batch: per customer, operation, currency and day, what the batch adds
-- (total) and its largest single submit, with the limit that applies (the customer's own, else the
-- default). Groups without a limit are left out: nothing is counted for them, as in limits_consume.
CREATE OR REPLACE FUNCTION transfers_batch_limit_groups(p_items jsonb)
RETURNS TABLE (customer_id integer, operation text, currency_code text, day date, month_start date,
               total bigint, biggest bigint, single_max bigint, daily_max bigint, monthly_max bigint)
LANGUAGE sql STABLE AS $$
  SELECT g.customer_id, g.operation, g.currency_code, g.day, g.month_start, g.total, g.biggest,
         l.single_max_minor, l.daily_max_minor, l.monthly_max_minor
    FROM (SELECT (i->>'customerId')::integer AS customer_id, i->'limit'->>'operation' AS operation,
                 i->'limit'->>'currencyCode' AS currency_code, (i->'limit'->>'day')::date AS day,
                 (i->'limit'->>'monthStart')::date AS month_start,
                 sum((i->'limit'->>'amountMinor')::bigint)::bigint AS total,
                 max((i->'limit'->>'amountMinor')::bigint) AS biggest
            FROM jsonb_array_elements(p_items) AS i
           WHERE jsonb_typeof(i->'limit') = 'object'
           GROUP BY 1, 2, 3, 4, 5) g
    CROSS JOIN LATERAL (
      SELECT c.single_max_minor, c.daily_max_minor, c.monthly_max_minor FROM customer_limits c
       WHERE c.operation = g.operation AND c.currency_code = g.currency_code
         AND (c.customer_id IS NULL OR c.customer_id = g.customer_id)
       ORDER BY (c.customer_id IS NOT NULL) DESC LIMIT 1) l
$$;
--> statement-breakpoint

-- The entries of a batch as rows: the transfer's id, the entry's id, account, amount and purpose.
CREATE OR REPLACE FUNCTION transfers_batch_entries(p_items jsonb)
RETURNS TABLE (transfer_id uuid, entry_id uuid, account_id bigint, amount bigint, purpose text, created_at timestamptz, n bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (t->>'id')::uuid, x.entry_id::uuid, x.account_id::bigint, x.amount::bigint, x.purpose,
         (t->>'createdAt')::timestamptz, x.n
    FROM jsonb_array_elements(p_items) AS i,
         LATERAL (SELECT i->'transfer' AS t) tr,
         LATERAL ROWS FROM (jsonb_array_elements_text(t->'entryIds'), jsonb_array_elements_text(t->'accountIds'),
                            jsonb_array_elements_text(t->'amounts'), jsonb_array_elements_text(t->'purposes'))
           WITH ORDINALITY AS x(entry_id, account_id, amount, purpose, n)
$$;
--> statement-breakpoint

-- Applies a whole batch (the items of transfers_submit_batch, accounts locked by the caller) with
-- set-based statements, or raises TSBAT, leaving the caller to roll this attempt back.
CREATE OR REPLACE FUNCTION transfers_submit_batch_together(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_items);
  v_claimed integer;
  v_over boolean;
BEGIN
  -- Every key new (and none twice in the batch); the reply is stored with it, as all will post.
  WITH claimed AS (
    INSERT INTO idempotency_keys (scope, key, operation, request_hash, response)
      SELECT i->>'scope', i->>'key', i->>'operation', i->>'requestHash', jsonb_build_object('ok', i->'reply')
        FROM jsonb_array_elements(p_items) AS i
       ORDER BY i->>'scope', i->>'key'
      ON CONFLICT DO NOTHING
      RETURNING 1)
  SELECT count(*) INTO v_claimed FROM claimed;
  IF v_claimed <> v_count THEN
    RAISE EXCEPTION 'a key of the batch is not new' USING ERRCODE = 'TSBAT';
  END IF;

  IF EXISTS (SELECT 1 FROM customers c
              WHERE c.id IN (SELECT (i->>'customerId')::integer FROM jsonb_array_elements(p_items) AS i)
                AND c.transaction_approve_mode IN (1, 2, 3, 4)) THEN
    RAISE EXCEPTION 'an approval is needed' USING ERRCODE = 'TSBAT';
  END IF;

  -- Limits: the single-transfer limit per submit, then the day's usage under its row lock.
  IF EXISTS (SELECT 1 FROM transfers_batch_limit_groups(p_items) g
              WHERE g.single_max IS NOT NULL AND g.biggest > g.single_max) THEN
    RAISE EXCEPTION 'over a single-transfer limit' USING ERRCODE = 'TSBAT';
  END IF;
  WITH g AS (SELECT * FROM transfers_batch_limit_groups(p_items)),
  used AS (
    INSERT INTO limit_usage (customer_id, operation, currency_code, day, used_minor)
      SELECT g.customer_id, g.operation, g.currency_code, g.day, g.total FROM g
       ORDER BY g.customer_id, g.operation, g.currency_code, g.day
      ON CONFLICT (customer_id, operation, currency_code, day)
      DO UPDATE SET used_minor = limit_usage.used_minor + EXCLUDED.used_minor
      RETURNING limit_usage.customer_id, limit_usage.operation, limit_usage.currency_code, limit_usage.day,
                limit_usage.used_minor)
  SELECT EXISTS (SELECT 1 FROM g JOIN used u USING (customer_id, operation, currency_code, day)
                  WHERE g.daily_max IS NOT NULL AND u.used_minor > g.daily_max)
    INTO v_over;
  IF v_over THEN
    RAISE EXCEPTION 'over a daily limit' USING ERRCODE = 'TSBAT';
  END IF;
  -- The month's usage in a new statement, which sees the day's rows as just written.
  IF EXISTS (SELECT 1 FROM transfers_batch_limit_groups(p_items) g
              WHERE g.monthly_max IS NOT NULL
                AND (SELECT coalesce(sum(u.used_minor), 0) FROM limit_usage u
                      WHERE u.customer_id = g.customer_id AND u.operation = g.operation
                        AND u.currency_code = g.currency_code AND u.day >= g.month_start) > g.monthly_max) THEN
    RAISE EXCEPTION 'over a monthly limit' USING ERRCODE = 'TSBAT';
  END IF;

  -- The ledger's rules over the whole batch, under the row locks the caller holds.
  IF EXISTS (
    WITH e AS (SELECT * FROM transfers_batch_entries(p_items)),
    per_transfer AS (
      SELECT e.transfer_id, e.account_id, sum(e.amount) AS delta FROM e GROUP BY 1, 2)
    SELECT 1 FROM e LEFT JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.id IS NULL OR a.account_status_id = 11
    UNION ALL
    SELECT 1 FROM e JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY e.transfer_id, a.currency_code HAVING sum(e.amount) <> 0
    UNION ALL
    SELECT 1 FROM per_transfer d JOIN ledger_accounts a ON a.id = d.account_id
     WHERE a.balance_min_minor IS NOT NULL AND d.delta < 0
     GROUP BY a.id, a.balance_minor, a.pending_minor, a.balance_min_minor
    HAVING a.balance_minor - a.pending_minor + sum(d.delta) < a.balance_min_minor) THEN
    RAISE EXCEPTION 'a submit needs the one-by-one checks' USING ERRCODE = 'TSBAT';
  END IF;

  INSERT INTO ledger_transfers (id, kind, description, reverses_transfer_id, metadata, created_at)
    SELECT (t->>'id')::uuid, t->>'kind', t->>'description', NULL,
           CASE WHEN jsonb_typeof(t->'metadata') = 'object' THEN t->'metadata' END, (t->>'createdAt')::timestamptz
      FROM jsonb_array_elements(p_items) AS i, LATERAL (SELECT i->'transfer' AS t) tr;
  INSERT INTO ledger_entries (id, transfer_id, account_id, currency_code, amount_minor, purpose, created_at)
    SELECT e.entry_id, e.transfer_id, e.account_id, a.currency_code, e.amount, e.purpose, e.created_at
      FROM transfers_batch_entries(p_items) e JOIN ledger_accounts a ON a.id = e.account_id
     ORDER BY e.transfer_id, e.n;
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + d.delta
    FROM (SELECT e.account_id, sum(e.amount) AS delta FROM transfers_batch_entries(p_items) e GROUP BY 1) d
   WHERE a.id = d.account_id AND d.delta <> 0;

  RETURN (SELECT jsonb_agg('{"posted": true}'::jsonb) FROM generate_series(1, v_count));
END;
$$;
--> statement-breakpoint

-- Submits a batch of priced transfers in one transaction (items and outcomes as described for
-- transfers_submit_batch_each, migration 0024): all accounts locked in ascending id order, then
-- the batch applied together if it qualifies, else one submit at a time.
CREATE OR REPLACE FUNCTION transfers_submit_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts
   WHERE id IN (SELECT (jsonb_array_elements_text(i->'transfer'->'accountIds'))::bigint
                  FROM jsonb_array_elements(p_items) AS i)
   ORDER BY id FOR UPDATE;
  BEGIN
    RETURN transfers_submit_batch_together(p_items);
  EXCEPTION WHEN SQLSTATE 'TSBAT' THEN
    NULL; -- this attempt is rolled back; the row locks taken above stay
  END;
  RETURN transfers_submit_batch_each(p_items);
END;
$$;
