-- Read functions that take arrays (decision 0030): the reads of a batch of requests in one
-- statement with one call per module instead of one per request and module. They are SQL
-- set-returning functions with a single SELECT, so PostgreSQL inlines them into the calling
-- statement and plans the whole read once. The single-row functions of migration 0025 now call
-- them, so each module's query exists once.

-- ledger: the accounts with the given ids (unknown ids are left out).
CREATE OR REPLACE FUNCTION ledger_accounts_json_by_ids(p_ids bigint[])
RETURNS TABLE (id bigint, account jsonb) LANGUAGE sql STABLE AS $$
  SELECT a.id, ledger_account_to_json(a) FROM ledger_accounts a WHERE a.id = ANY (p_ids)
$$;
--> statement-breakpoint

-- ledger: each given customer's accounts, every status, ordered by id (customers without any are left out).
CREATE OR REPLACE FUNCTION ledger_accounts_json_by_customers(p_customer_ids integer[])
RETURNS TABLE (customer_id integer, accounts jsonb) LANGUAGE sql STABLE AS $$
  SELECT a.customer_id, jsonb_agg(ledger_account_to_json(a) ORDER BY a.id)
    FROM ledger_accounts a WHERE a.customer_id = ANY (p_customer_ids)
   GROUP BY a.customer_id
$$;
--> statement-breakpoint

-- customers: the customers whose users have the given e-mails (trimmed and lower-cased by the
-- caller; e-mails are unique regardless of case), as customers_by_email_json describes them.
CREATE OR REPLACE FUNCTION customers_json_by_emails(p_emails text[])
RETURNS TABLE (email text, customer jsonb) LANGUAGE sql STABLE AS $$
  SELECT lower(u.email), jsonb_build_object(
    'customerId', c.id, 'email', u.email, 'businessName', c.business_name,
    'firstName', c.first_name, 'lastName', c.last_name, 'isDisabled', u.is_disabled,
    'customerType', c.customer_type,
    'isEmployee', EXISTS (
      SELECT 1 FROM customer_access_rights r JOIN customers b ON b.id = r.customer_id
       WHERE r.user_id = u.id AND b.customer_type = 'business' AND r.access_right > 0))
    FROM users u JOIN customers c ON c.id = u.customer_id
   WHERE lower(u.email) = ANY (p_emails)
$$;
--> statement-breakpoint

-- customers: each given customer's contact (the e-mail and name parts of its first user).
CREATE OR REPLACE FUNCTION customers_contacts_json(p_customer_ids integer[])
RETURNS TABLE (customer_id integer, contact jsonb) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT ON (c.id) c.id, jsonb_build_object('email', u.email, 'businessName', c.business_name,
                                                    'firstName', c.first_name, 'lastName', c.last_name)
    FROM customers c JOIN users u ON u.customer_id = c.id
   WHERE c.id = ANY (p_customer_ids)
   ORDER BY c.id, u.id
$$;
--> statement-breakpoint

-- blacklist: which of the given (customer, e-mail) pairs are on that customer's payout blacklist
-- (e-mails trimmed and lower-cased by the caller); each pair at most once.
CREATE OR REPLACE FUNCTION blacklist_payout_pairs(p_customer_ids integer[], p_emails text[])
RETURNS TABLE (customer_id integer, email text) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT b.customer_id, lower(b.email)
    FROM payout_blacklist b
    JOIN unnest(p_customer_ids, p_emails) AS q(customer_id, email)
      ON b.customer_id = q.customer_id AND lower(b.email) = q.email
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_account_json(p_id bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT f.account FROM ledger_accounts_json_by_ids(ARRAY[p_id]) f);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_customer_accounts_json(p_customer_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT f.accounts FROM ledger_accounts_json_by_customers(ARRAY[p_customer_id]) f), '[]'::jsonb);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION customers_by_email_json(p_email text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT f.customer FROM customers_json_by_emails(ARRAY[p_email]) f LIMIT 1);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION customers_contact_json(p_customer_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT f.contact FROM customers_contacts_json(ARRAY[p_customer_id]) f);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION blacklist_payout_contains(p_customer_id integer, p_email text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM blacklist_payout_pairs(ARRAY[p_customer_id], ARRAY[p_email]));
END;
$$;
