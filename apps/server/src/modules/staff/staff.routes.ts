import {
  InvitationSchema,
  InviteStaffRequestSchema,
  StaffFamiliesRequestSchema,
  StaffFamiliesResponseSchema,
  StaffIdParamsSchema,
  StaffListRequestSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
  UpdateStaffRequestSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionRevocations } from '../../auth/session-revocations';
import { errorResponses } from '../../errors';
import { inviteStaff } from '../invitations/invitations.service';
import * as staff from './staff.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin's CRUD of financial agents and admission professionals (issue 11 item 4). */
export async function staffRoutes(fastify: FastifyInstance, opts: { revocations: SessionRevocations }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, revocations: opts.revocations };
  const invitationDeps = { db: app.db, publicUrl: app.config.publicUrl };
  const adminOnly = app.authorize('admin');
  const tags = ['staff'];

  const areas: [string, string, staff.StaffKind][] = [
    ['/api/admin/agents', '/api/admin/agents', 'financial_agent'],
    ['/api/admin/admission-professionals', '/api/admin/professionals', 'admission_professional'],
  ];
  for (const [base, familiesBase, kind] of areas) {
    app.get(
      base,
      {
        preValidation: adminOnly,
        schema: {
          tags,
          querystring: StaffListRequestSchema,
          response: { 200: StaffListResponseSchema, ...errors },
        },
      },
      async (request) => staff.listMembers(app.db, kind, request.query),
    );
    app.get(
      `${base}/:id`,
      {
        preValidation: adminOnly,
        schema: { tags, params: StaffIdParamsSchema, response: { 200: StaffMemberSchema, ...errors } },
      },
      async (request) => staff.getMember(app.db, kind, request.params.id),
    );
    app.post(
      base,
      {
        preValidation: adminOnly,
        schema: { tags, body: InviteStaffRequestSchema, response: { 201: InvitationSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await inviteStaff(invitationDeps, request.actor!, kind, request.body)),
    );
    app.put(
      `${base}/:id`,
      {
        preValidation: adminOnly,
        schema: {
          tags,
          params: StaffIdParamsSchema,
          body: UpdateStaffRequestSchema,
          response: { 200: StaffMemberSchema, ...errors },
        },
      },
      async (request) => staff.updateMember(deps, request.actor!, kind, request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      {
        preValidation: adminOnly,
        schema: { tags, params: StaffIdParamsSchema, response: { 200: StaffMemberSchema, ...errors } },
      },
      async (request) => staff.removeMember(deps, request.actor!, kind, request.params.id),
    );
    app.get(
      `${familiesBase}/:id/families`,
      {
        preValidation: adminOnly,
        schema: {
          tags,
          params: StaffIdParamsSchema,
          querystring: StaffFamiliesRequestSchema,
          response: { 200: StaffFamiliesResponseSchema, ...errors },
        },
      },
      async (request) =>
        staff.familiesOf(app.db, kind, request.params.id, request.query.page, request.query.limit),
    );
  }
}
