-- Read functions: each module's rows as JSON, so that a use case can read what it needs from
-- several modules in one statement (decision 0030) while each module keeps its own tables and
-- queries. The TypeScript side of each module parses its own JSON (the `…FromJson` functions of its
-- index.ts) and uses the same function for its own single reads, so each query exists once.
-- They are PL/pgSQL, not SQL functions: a SQL function that cannot be inlined is planned again
-- for every statement that calls it, while PL/pgSQL keeps its plans for the session.
-- bigint amounts are text (JSON numbers lose precision past 2^53); times are ISO 8601 text.

-- ledger: one account row.
CREATE OR REPLACE FUNCTION ledger_account_to_json(a ledger_accounts) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'id', a.id, 'customerId', a.customer_id, 'systemCode', a.system_code, 'shard', a.shard,
    'type', a.type, 'subType', a.sub_type, 'accountStatusId', a.account_status_id,
    'currencyCode', a.currency_code, 'balanceMinor', a.balance_minor::text,
    'pendingMinor', a.pending_minor::text, 'balanceMinMinor', a.balance_min_minor::text,
    'settlementAccountId', a.settlement_account_id, 'cardIsVirtual', a.card_is_virtual,
    'cardExpiryMonth', a.card_expiry_month, 'cardExpiryYear', a.card_expiry_year,
    'cardReissuedStatusId', a.card_reissued_status_id, 'cardAliasName', a.card_alias_name,
    'createdAt', a.created_at)
$$;
--> statement-breakpoint

-- ledger: the account with id p_id, or null.
CREATE OR REPLACE FUNCTION ledger_account_json(p_id bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT ledger_account_to_json(a) FROM ledger_accounts a WHERE a.id = p_id
  );
END;
$$;
--> statement-breakpoint

-- ledger: a customer's accounts, every status, ordered by id ([] for none or a null customer).
CREATE OR REPLACE FUNCTION ledger_customer_accounts_json(p_customer_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_agg(ledger_account_to_json(a) ORDER BY a.id), '[]'::jsonb)
      FROM ledger_accounts a WHERE a.customer_id = p_customer_id
  );
END;
$$;
--> statement-breakpoint

-- customers: the customer whose user has the e-mail p_email (already trimmed and lower-cased by
-- the caller), with whether that user is an employee of a business customer; null when none.
CREATE OR REPLACE FUNCTION customers_by_email_json(p_email text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'customerId', c.id, 'email', u.email, 'businessName', c.business_name,
      'firstName', c.first_name, 'lastName', c.last_name, 'isDisabled', u.is_disabled,
      'customerType', c.customer_type,
      'isEmployee', EXISTS (
        SELECT 1 FROM customer_access_rights r JOIN customers b ON b.id = r.customer_id
         WHERE r.user_id = u.id AND b.customer_type = 'business' AND r.access_right > 0))
      FROM users u JOIN customers c ON c.id = u.customer_id
     WHERE lower(u.email) = p_email
     LIMIT 1
  );
END;
$$;
--> statement-breakpoint

-- customers: the e-mail and name parts of a customer's own login (its first user), or null.
CREATE OR REPLACE FUNCTION customers_contact_json(p_customer_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object('email', u.email, 'businessName', c.business_name,
                              'firstName', c.first_name, 'lastName', c.last_name)
      FROM customers c JOIN users u ON u.customer_id = c.id
     WHERE c.id = p_customer_id
     ORDER BY u.id LIMIT 1
  );
END;
$$;
--> statement-breakpoint

-- blacklist: whether customer p_customer_id has put p_email (trimmed, lower-cased) on its payout blacklist.
CREATE OR REPLACE FUNCTION blacklist_payout_contains(p_customer_id integer, p_email text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT EXISTS (SELECT 1 FROM payout_blacklist b WHERE b.customer_id = p_customer_id AND lower(b.email) = p_email)
  );
END;
$$;
--> statement-breakpoint

-- customers: the identity of an enabled user (id, customer, admin flag, customer type, and the
-- access right recorded for the user on its own customer, null when none), or null for an unknown
-- or disabled user.
CREATE OR REPLACE FUNCTION customers_enabled_identity_json(p_user_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object('userId', u.id, 'customerId', u.customer_id, 'isAdmin', u.is_admin,
                              'customerType', c.customer_type,
                              'ownAccessRight', (SELECT r.access_right FROM customer_access_rights r
                                                  WHERE r.user_id = u.id AND r.customer_id = u.customer_id))
      FROM users u JOIN customers c ON c.id = u.customer_id
     WHERE u.id = p_user_id AND NOT u.is_disabled
  );
END;
$$;
