-- Money submits posted in batches, one database call and one commit for many (decision 0030).
-- Each module keeps its own rules in its own function; transfers_submit_batch composes them:
--   limits_consume          (limits)     the single, daily and monthly limits, as limits.ts consumeLimit
--   transfers_submit_batch  (transfers)  per submit: the idempotency claim (platform's table), the
--                                        approval mode still none (customers), the limits, the posting
--                                        (ledger_post_transfer) and the stored reply
-- Refusals use Tessera's SQLSTATEs; the TypeScript side turns them back into its errors:
--   TSLIM  over a limit; the message is '<single-transfer|daily|monthly>:<the limit in minor units>'
--   TSSLW  the submit needs the ordinary path (its customer's approval mode is no longer none)
--   TSISF, TSCA0 as raised by the ledger (migration 0023)

CREATE OR REPLACE FUNCTION limits_consume(
  p_customer_id integer,
  p_operation text,
  p_currency_code text,
  p_amount bigint,
  p_day date,
  p_month_start date
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_limit customer_limits%ROWTYPE;
  v_used bigint;
BEGIN
  -- The customer's own limit, else the default (customer_id null).
  SELECT * INTO v_limit FROM customer_limits
   WHERE operation = p_operation AND currency_code = p_currency_code
     AND (customer_id IS NULL OR customer_id = p_customer_id)
   ORDER BY (customer_id IS NOT NULL) DESC LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_limit.single_max_minor IS NOT NULL AND p_amount > v_limit.single_max_minor THEN
    RAISE EXCEPTION 'single-transfer:%', v_limit.single_max_minor USING ERRCODE = 'TSLIM';
  END IF;
  -- The day's row is upserted under its row lock: concurrent submits of one customer serialise here.
  INSERT INTO limit_usage (customer_id, operation, currency_code, day, used_minor)
    VALUES (p_customer_id, p_operation, p_currency_code, p_day, p_amount)
    ON CONFLICT (customer_id, operation, currency_code, day)
    DO UPDATE SET used_minor = limit_usage.used_minor + EXCLUDED.used_minor
    RETURNING used_minor INTO v_used;
  IF v_limit.daily_max_minor IS NOT NULL AND v_used > v_limit.daily_max_minor THEN
    RAISE EXCEPTION 'daily:%', v_limit.daily_max_minor USING ERRCODE = 'TSLIM';
  END IF;
  IF v_limit.monthly_max_minor IS NOT NULL THEN
    SELECT coalesce(sum(used_minor), 0) INTO v_used FROM limit_usage
     WHERE customer_id = p_customer_id AND operation = p_operation
       AND currency_code = p_currency_code AND day >= p_month_start;
    IF v_used > v_limit.monthly_max_minor THEN
      RAISE EXCEPTION 'monthly:%', v_limit.monthly_max_minor USING ERRCODE = 'TSLIM';
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint

-- Submits a batch of priced transfers in one transaction. p_items is a JSON array; each item:
--   scope, key, operation, requestHash   the idempotency key and what runs under it
--   customerId                           whose money moves (its approval mode must still be none)
--   limit: {operation, currencyCode, amountMinor, day, monthStart} or null
--   transfer: {id, kind, description, metadata, createdAt, entryIds[], accountIds[], amounts[], purposes[]}
--   reply                                the reply stored under the key when the transfer is posted
-- Returns a JSON array in the order of p_items; each element one of
--   {"posted": true}
--   {"stored": <the stored outcome>}     the key was used before by the same request: replay it
--   {"mismatch": true}                   the key was used before by another request ('IDK')
--   {"refused": "<SQLSTATE>", "detail": "<message>"}   nothing of this submit was written
-- Each submit runs in its own subtransaction: a refused one never fails its neighbours. Any other
-- error fails the whole call, and the caller runs each submit again on the ordinary path.
-- All accounts of the batch are locked first, in ascending id order, and the submits run in
-- (scope, key) order, so two batches, or a batch and an ordinary transaction, take locks in the
-- same order as every other writer (DESIGN §4).
CREATE OR REPLACE FUNCTION transfers_submit_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_index integer;
  v_outcomes jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_items)]);
  v_existing idempotency_keys%ROWTYPE;
  v_transfer jsonb;
  v_limit jsonb;
  v_mode integer;
BEGIN
  PERFORM 1 FROM ledger_accounts
   WHERE id IN (SELECT (jsonb_array_elements_text(i->'transfer'->'accountIds'))::bigint
                  FROM jsonb_array_elements(p_items) AS i)
   ORDER BY id FOR UPDATE;

  FOR v_item, v_index IN
    SELECT i, n::integer FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(i, n)
     ORDER BY i->>'scope', i->>'key', n
  LOOP
    BEGIN
      INSERT INTO idempotency_keys (scope, key, operation, request_hash)
        VALUES (v_item->>'scope', v_item->>'key', v_item->>'operation', v_item->>'requestHash')
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT * INTO v_existing FROM idempotency_keys
         WHERE scope = v_item->>'scope' AND key = v_item->>'key';
        IF v_existing.operation <> v_item->>'operation' OR v_existing.request_hash <> v_item->>'requestHash' THEN
          v_outcomes[v_index] := '{"mismatch": true}'::jsonb;
        ELSE
          v_outcomes[v_index] := jsonb_build_object('stored', v_existing.response);
        END IF;
        CONTINUE;
      END IF;

      SELECT transaction_approve_mode INTO v_mode FROM customers WHERE id = (v_item->>'customerId')::integer;
      IF v_mode IN (1, 2, 3, 4) THEN
        RAISE EXCEPTION 'approval mode %', v_mode USING ERRCODE = 'TSSLW';
      END IF;

      v_limit := v_item->'limit';
      IF v_limit IS NOT NULL AND jsonb_typeof(v_limit) = 'object' THEN
        PERFORM limits_consume((v_item->>'customerId')::integer, v_limit->>'operation', v_limit->>'currencyCode',
          (v_limit->>'amountMinor')::bigint, (v_limit->>'day')::date, (v_limit->>'monthStart')::date);
      END IF;

      v_transfer := v_item->'transfer';
      PERFORM ledger_post_transfer(
        (v_transfer->>'id')::uuid, v_transfer->>'kind', v_transfer->>'description',
        CASE WHEN jsonb_typeof(v_transfer->'metadata') = 'object' THEN v_transfer->'metadata' END,
        NULL, (v_transfer->>'createdAt')::timestamptz,
        ARRAY(SELECT jsonb_array_elements_text(v_transfer->'entryIds'))::uuid[],
        ARRAY(SELECT jsonb_array_elements_text(v_transfer->'accountIds'))::bigint[],
        ARRAY(SELECT jsonb_array_elements_text(v_transfer->'amounts'))::bigint[],
        ARRAY(SELECT jsonb_array_elements_text(v_transfer->'purposes'))::text[]);

      UPDATE idempotency_keys SET response = jsonb_build_object('ok', v_item->'reply')
       WHERE scope = v_item->>'scope' AND key = v_item->>'key';
      v_outcomes[v_index] := '{"posted": true}'::jsonb;
    EXCEPTION WHEN SQLSTATE 'TSLIM' OR SQLSTATE 'TSISF' OR SQLSTATE 'TSCA0' OR SQLSTATE 'TSSLW' THEN
      v_outcomes[v_index] := jsonb_build_object('refused', SQLSTATE, 'detail', SQLERRM);
    END;
  END LOOP;
  RETURN to_jsonb(v_outcomes);
END;
$$;
