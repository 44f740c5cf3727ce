-- Reference data every installation needs (not demo data): exchange rates, fee schedules and
-- default limits. Admins change them later through the API. See docs/decisions/0006-money-rules.md.

-- Rates against USD (1 USD buys `rate` units); cross rates are derived exactly from these.
INSERT INTO fx_rates (from_currency, to_currency, rate) VALUES
  ('USD', 'EUR', '0.92'),
  ('USD', 'GBP', '0.79'),
  ('USD', 'CAD', '1.37'),
  ('USD', 'AUD', '1.52'),
  ('USD', 'RON', '4.58'),
  ('USD', 'BTC', '0.0000105')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Fees in the debited account's currency, minor units. p2p: 0.5 % (min 0.50, max 25.00);
-- exchange between own accounts: 0.25 % (no minimum); same-currency own-account moves are free.
INSERT INTO fee_schedules (brand_id, operation, currency_code, percent, fixed_minor, min_minor, max_minor) VALUES
  (NULL, 'p2p', NULL, '0.5', 0, 50, 2500),
  (NULL, 'p2p', 'RON', '0.5', 0, 250, 12500),
  (NULL, 'p2p', 'BTC', '0.5', 0, 1000, 100000),
  (NULL, 'exchange', NULL, '0.25', 0, 0, NULL),
  (NULL, 'betweenAccounts', NULL, '0', 0, 0, 0);
--> statement-breakpoint
-- Default limits for everyone (customer_id NULL), minor units of the debited currency.
INSERT INTO customer_limits (customer_id, operation, currency_code, single_max_minor, daily_max_minor, monthly_max_minor)
SELECT NULL, op, currency, single_max, daily_max, monthly_max FROM (VALUES
  ('p2p', 'USD', 1000000, 2500000, 10000000), ('p2p', 'EUR', 1000000, 2500000, 10000000), ('p2p', 'GBP', 1000000, 2500000, 10000000),
  ('p2p', 'CAD', 1000000, 2500000, 10000000), ('p2p', 'AUD', 1000000, 2500000, 10000000), ('p2p', 'RON', 5000000, 12500000, 50000000),
  ('p2p', 'BTC', 50000000, 100000000, 500000000),
  ('betweenAccounts', 'USD', 5000000, 10000000, 50000000), ('betweenAccounts', 'EUR', 5000000, 10000000, 50000000),
  ('betweenAccounts', 'GBP', 5000000, 10000000, 50000000), ('betweenAccounts', 'CAD', 5000000, 10000000, 50000000),
  ('betweenAccounts', 'AUD', 5000000, 10000000, 50000000), ('betweenAccounts', 'RON', 25000000, 50000000, 250000000),
  ('betweenAccounts', 'BTC', 100000000, 200000000, 1000000000)
) AS defaults(op, currency, single_max, daily_max, monthly_max);
