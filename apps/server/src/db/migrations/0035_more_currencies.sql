-- hand-written: the currencies of the domestic payout schemes (decision 0040, issue 13) become
-- currencies a customer can hold: a USD-based rate for each, so an account can be opened and
-- exchanged into, with p2p and own-account limits and fees in the same magnitude as the USD ones
-- (minor units of each currency; JPY has no minor unit). Reference data, not demo data.
INSERT INTO fx_rates (from_currency, to_currency, rate) VALUES
  ('USD', 'CHF', '0.80'),
  ('USD', 'MXN', '18.40'),
  ('USD', 'INR', '84.30'),
  ('USD', 'BRL', '5.45'),
  ('USD', 'JPY', '151'),
  ('USD', 'HKD', '7.78'),
  ('USD', 'LKR', '297.50')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO fee_schedules (brand_id, operation, currency_code, percent, fixed_minor, min_minor, max_minor) VALUES
  (NULL, 'p2p', 'MXN', '0.5', 0, 900, 46000),
  (NULL, 'p2p', 'INR', '0.5', 0, 4200, 210000),
  (NULL, 'p2p', 'BRL', '0.5', 0, 250, 12500),
  (NULL, 'p2p', 'JPY', '0.5', 0, 75, 3750),
  (NULL, 'p2p', 'HKD', '0.5', 0, 400, 19500),
  (NULL, 'p2p', 'LKR', '0.5', 0, 15000, 750000),
  (NULL, 'eft', 'MXN', '0', 1800, 0, NULL),
  (NULL, 'eft', 'INR', '0', 8400, 0, NULL),
  (NULL, 'eft', 'BRL', '0', 550, 0, NULL),
  (NULL, 'eft', 'HKD', '0', 780, 0, NULL),
  (NULL, 'eft', 'LKR', '0', 30000, 0, NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO customer_limits (customer_id, operation, currency_code, single_max_minor, daily_max_minor, monthly_max_minor, country_code)
SELECT NULL, op, currency, single_max, daily_max, monthly_max, NULL FROM (VALUES
  ('p2p', 'CHF', 800000, 2000000, 8000000), ('betweenAccounts', 'CHF', 4000000, 8000000, 40000000),
  ('p2p', 'MXN', 18000000, 46000000, 184000000), ('betweenAccounts', 'MXN', 92000000, 184000000, 920000000),
  ('p2p', 'INR', 84000000, 210000000, 840000000), ('betweenAccounts', 'INR', 420000000, 840000000, 4200000000),
  ('p2p', 'BRL', 5000000, 12500000, 50000000), ('betweenAccounts', 'BRL', 25000000, 50000000, 250000000),
  ('p2p', 'JPY', 1500000, 3750000, 15000000), ('betweenAccounts', 'JPY', 7500000, 15000000, 75000000),
  ('p2p', 'HKD', 7500000, 19000000, 75000000), ('betweenAccounts', 'HKD', 37500000, 75000000, 375000000),
  ('p2p', 'LKR', 300000000, 750000000, 3000000000), ('betweenAccounts', 'LKR', 1500000000, 3000000000, 15000000000),
  ('eft', 'LKR', 750000000, 1500000000, 6000000000)
) AS defaults(op, currency, single_max, daily_max, monthly_max)
ON CONFLICT DO NOTHING;
