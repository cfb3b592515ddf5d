import { z } from 'zod';

// ---- the CRM webhook's deliveries, for the admin (ADR 0023) -------------------------------------------------

export const CRM_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type CrmDeliveryStatus = (typeof CRM_DELIVERY_STATUSES)[number];

export const CrmDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page starts at 1.' }).default(1),
  limit: z.coerce.number().int().min(1).max(100, { error: 'At most 100 per page.' }).default(20),
  status: z.enum(CRM_DELIVERY_STATUSES, { error: 'Choose pending, delivered or failed.' }).optional(),
});
export type CrmDeliveriesQuery = z.infer<typeof CrmDeliveriesQuerySchema>;

export const CrmDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  /** The family's name and email when it still exists. */
  family: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  status: z.enum(CRM_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type CrmDelivery = z.infer<typeof CrmDeliverySchema>;

export const CrmDeliveriesResponseSchema = z.object({
  items: z.array(CrmDeliverySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Whether CRM_WEBHOOK_URL is set: without it events wait in the queue. */
  configured: z.boolean(),
  counts: z.object({ pending: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
});
export type CrmDeliveriesResponse = z.infer<typeof CrmDeliveriesResponseSchema>;
