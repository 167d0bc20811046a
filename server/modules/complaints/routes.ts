/**
 * /api/v1/customer-complaints (KN). SPEC §6 names no permission: complaints are taken at the
 * counter, so both roles hold them through viewCustomerDetail (docs/decisions.md). The complaints
 * book (GPP) of a period as .xlsx at /customer-complaints/export?from=&to=.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complaint,
  complaintInput,
  complaintListQuery,
  complaintTransitionInput,
} from '../../../src/domain/stock/complaints';
import { documentRoutes } from '../../lib/document-routes';
import { complaintBook } from './book';
import { createComplaint, getComplaint, listComplaints, moveComplaint, updateComplaint } from './service';

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePermission('viewCustomerDetail');
  const routes = documentRoutes(app, '/customer-complaints', complaint, getComplaint);
  routes.list(staff, complaintListQuery, complaint, listComplaints);
  routes.book(staff, complaintBook);
  routes.getOne(staff);
  routes.create(staff, complaintInput, createComplaint);
  routes.update(staff, complaintInput, updateComplaint);
  routes.action(
    'transition',
    staff,
    (tx, auth, id, body) => moveComplaint(tx, auth.tenantId, auth.userId, id, body.state),
    { body: complaintTransitionInput },
  );
};
