/**
 * Staff and invitations: GET|POST /staffs, GET|PUT|DELETE /staffs/{id},
 * POST /staffs/{id}/resend-invitation (admin), and the public GET|POST /invitations.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationAnswerSchema,
  invitationQuerySchema,
  staffInviteSchema,
  staffUpdateSchema,
} from '../../../src/domain/account-schemas';
import { invitationSchema, staffSchema } from '../../../src/domain/account-responses';
import { ROLES } from '../../../src/domain/permissions';
import { accountContext } from '../auth/routes';
import { STAFF_SORTS } from './repository';
import * as service from './service';
import { listStaff } from './repository';
import { toStaffDto } from './dto';

const tags = ['staff'];
const staffResponse = z.object({ data: staffSchema });
const idParams = z.object({ id: z.uuid() });
const sortValues = STAFF_SORTS.flatMap((s) => [s, `-${s}`] as const);

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  sort: z.enum(sortValues as [string, ...string[]]).default('created_at'),
});

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staffs',
    {
      preValidation: app.requirePermission('viewStaffList'),
      schema: {
        tags,
        summary: 'Danh sách nhân viên',
        querystring: listQuery,
        response: {
          200: z.object({
            data: z.array(staffSchema),
            meta: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const descending = q.sort.startsWith('-');
      const sort = q.sort.replace(/^-/, '') as (typeof STAFF_SORTS)[number];
      const { rows, total } = await request.withTenant((tx) =>
        listStaff(tx, {
          page: q.page,
          pageSize: q.page_size,
          search: q.search || undefined,
          role: q.role,
          sort,
          descending,
        }),
      );
      return { data: rows.map(toStaffDto), meta: { page: q.page, page_size: q.page_size, total } };
    },
  );

  app.post(
    '/staffs',
    {
      preValidation: app.requirePermission('viewStaffList'),
      schema: { tags, summary: 'Mời nhân viên qua email', body: staffInviteSchema, response: { 201: staffResponse } },
    },
    async (request, reply) => {
      const staff = await service.invite(
        accountContext(app, request),
        request.auth.tenantId,
        request.auth.userId,
        request.body,
      );
      return reply.status(201).send({ data: staff });
    },
  );

  app.get(
    '/staffs/:id',
    {
      preValidation: app.requirePermission('viewStaffDetail'),
      schema: { tags, summary: 'Chi tiết nhân viên', params: idParams, response: { 200: staffResponse } },
    },
    async (request) => ({ data: await request.withTenant((tx) => service.getStaff(tx, request.params.id)) }),
  );

  app.put(
    '/staffs/:id',
    {
      preValidation: app.requirePermission('viewStaffDetail'),
      schema: {
        tags,
        summary: 'Cập nhật nhân viên',
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: staffResponse },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) => service.updateStaff(tx, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/staffs/:id',
    {
      preValidation: app.requirePermission('viewStaffDetail'),
      schema: { tags, summary: 'Ngừng hoạt động nhân viên', params: idParams, response: { 200: staffResponse } },
    },
    async (request) => ({ data: await request.withTenant((tx) => service.removeStaff(tx, request.params.id)) }),
  );

  app.post(
    '/staffs/:id/resend-invitation',
    {
      preValidation: app.requirePermission('viewStaffDetail'),
      schema: { tags, summary: 'Gửi lại lời mời', params: idParams, response: { 200: staffResponse } },
    },
    async (request) => ({
      data: await service.resendInvitation(
        accountContext(app, request),
        request.auth.tenantId,
        request.auth.userId,
        request.params.id,
      ),
    }),
  );

  app.get(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Xem lời mời',
        querystring: invitationQuerySchema,
        response: { 200: z.object({ data: invitationSchema }) },
      },
    },
    async (request) => ({ data: await service.lookupInvitation(app.db, request.query.key) }),
  );

  app.post(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Nhận hoặc từ chối lời mời',
        body: invitationAnswerSchema,
        response: { 200: z.object({ data: invitationSchema }) },
      },
    },
    async (request) => ({ data: await service.answerInvitation(app.db, request.body) }),
  );
};
