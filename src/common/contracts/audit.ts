import { z } from 'zod';

/** The admins' audit log (`GET /api/admin/audit`): who read or refunded someone else's order, newest first. */
export const auditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(['order_read', 'order_refunded']),
  /** The admin who did it (null once their account is gone). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Whose order it was (null once their account is gone). */
  subject: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  orderId: z.string().nullable(),
  /** For a refund: the pack refunded, and how much went back. */
  title: z.string().nullable(),
  amountCents: z.int().nullable(),
  currency: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), total: z.int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
