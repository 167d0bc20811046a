/**
 * Sync problems (issue: no paid sale stranded): what a manager must look at after tills pushed,
 * across every device of the shop: orders recorded with review flags, mutations the server refused
 * (kept with their payload) and holes in a device's sequence. Each is resolved once, with who and why.
 */
import { z } from './z';
import { listQuery } from './list-query';

export const SYNC_PROBLEM_KINDS = ['flagged_order', 'rejected', 'gap'] as const;

/**
 * accept: the record stands as it is; void: set aside with a reason (nothing more will come of it);
 * correct: a refused sale is recorded after all, in the register session the manager names.
 */
export const SYNC_PROBLEM_ACTIONS = ['accept', 'void', 'correct'] as const;
export type SyncProblemAction = (typeof SYNC_PROBLEM_ACTIONS)[number];

export const syncProblemListQuery = listQuery(['at'], '-at').extend({
  status: z.enum(['open', 'resolved']).default('open'),
  kind: z.enum(SYNC_PROBLEM_KINDS).optional(),
});
export type SyncProblemListQuery = z.infer<typeof syncProblemListQuery>;

export const syncProblem = z.object({
  kind: z.enum(SYNC_PROBLEM_KINDS),
  /** The order id, the mutation id, or `device:fromSeq` for a gap. */
  id: z.string(),
  device_id: z.string().nullable(),
  cashier: z.string().nullable(),
  at: z.string(),
  amount: z.number().nullable(),
  code: z.string().nullable(),
  reasons: z.array(z.string()),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolution: z.string().nullable(),
  note: z.string().nullable(),
});
export type SyncProblem = z.infer<typeof syncProblem>;

export const syncProblemResolveInput = z
  .object({
    kind: z.enum(SYNC_PROBLEM_KINDS),
    id: z.string().trim().min(1).max(200),
    action: z.enum(SYNC_PROBLEM_ACTIONS),
    note: z.string().trim().max(500).default(''),
    /** With `correct`: the register session the refused sale belongs to. */
    register_session_id: z.uuid().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'correct' && input.kind !== 'rejected')
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'Chỉ sửa được thao tác bị từ chối.' });
    if (input.action === 'correct' && !input.register_session_id)
      ctx.addIssue({ code: 'custom', path: ['register_session_id'], message: 'Chọn ca bán hàng của đơn.' });
    if (input.action === 'void' && input.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Nhập lý do khi hủy bỏ.' });
    if (input.action === 'void' && input.kind === 'flagged_order')
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: 'Đơn đã bán được giữ nguyên; hãy chấp nhận kèm ghi chú, hoặc lập đơn trả hàng.',
      });
  });
export type SyncProblemResolveInput = z.infer<typeof syncProblemResolveInput>;
