-- The admin audit log is append-only (security issue 9 item 4; docs/decisions/0016): what an
-- administrator did cannot be changed or erased afterwards, not even by the server's own code.
CREATE OR REPLACE FUNCTION admin_audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'admin audit log rows are append-only: % on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_refuse_change();
