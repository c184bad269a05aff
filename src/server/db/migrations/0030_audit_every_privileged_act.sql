ALTER TYPE "public"."audit_action" ADD VALUE 'user_role_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'user_disabled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'user_enabled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'application_approved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'application_rejected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'grant_added';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'grant_revoked';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payout_made';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payout_account_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'platform_fee_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'system_prompts_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'system_prompts_reset';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'pack_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'pack_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'replied_for_creator';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'hidden_text_removed';--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
-- The audit log is append-only (ADR 0037): a record is never changed or removed. The one change allowed is the
-- foreign keys' ON DELETE SET NULL, when the account of the actor or the subject is deleted.
CREATE OR REPLACE FUNCTION kenja_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit records are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id
    OR NEW.action IS DISTINCT FROM OLD.action
    OR NEW.order_id IS DISTINCT FROM OLD.order_id
    OR NEW.detail IS DISTINCT FROM OLD.detail
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.seq IS DISTINCT FROM OLD.seq
    OR (NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id)
    OR (NEW.subject_id IS NOT NULL AND NEW.subject_id IS DISTINCT FROM OLD.subject_id) THEN
    RAISE EXCEPTION 'audit records are never changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION kenja_audit_append_only();
