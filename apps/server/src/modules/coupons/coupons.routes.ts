import {
  CouponAgentsRequestSchema,
  CouponAgentsResponseSchema,
  CouponListRequestSchema,
  CouponListResponseSchema,
  CouponParamsSchema,
  CouponSchema,
  CouponWriteSchema,
  RemoveCouponResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as service from './coupons.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin's coupon codes (docs/product-spec.md §7 Admin: /admin/coupon-code*, /admin/couponAgents), admin only. */
export async function couponsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Authorised before validation, so that a refused caller learns nothing about the body rules.
  const admin = { preValidation: app.authorize('admin') };
  const tags = ['admin coupons'];

  app.get(
    '/api/admin/coupon-code',
    {
      ...admin,
      schema: {
        tags,
        querystring: CouponListRequestSchema,
        response: { 200: CouponListResponseSchema, ...errors },
      },
    },
    async (request) => service.listCoupons(app.db, request.query),
  );

  app.post(
    '/api/admin/coupon-code/add',
    { ...admin, schema: { tags, body: CouponWriteSchema, response: { 201: CouponSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await service.addCoupon(app.db, request.actor!, request.body)),
  );

  app.post(
    '/api/admin/coupon-code/remove/:id',
    {
      ...admin,
      schema: { tags, params: CouponParamsSchema, response: { 200: RemoveCouponResponseSchema, ...errors } },
    },
    async (request) => service.removeCoupon(app.db, request.actor!, request.params.id),
  );

  app.get(
    '/api/admin/coupon-code/:id',
    { ...admin, schema: { tags, params: CouponParamsSchema, response: { 200: CouponSchema, ...errors } } },
    async (request) => service.getCoupon(app.db, request.params.id),
  );

  app.put(
    '/api/admin/coupon-code/:id',
    {
      ...admin,
      schema: {
        tags,
        params: CouponParamsSchema,
        body: CouponWriteSchema,
        response: { 200: CouponSchema, ...errors },
      },
    },
    async (request) => service.updateCoupon(app.db, request.actor!, request.params.id, request.body),
  );

  app.get(
    '/api/admin/couponAgents',
    {
      ...admin,
      schema: {
        tags,
        querystring: CouponAgentsRequestSchema,
        response: { 200: CouponAgentsResponseSchema, ...errors },
      },
    },
    async (request) => service.couponAgents(app.db, request.query),
  );
}
