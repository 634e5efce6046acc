import { chatContract } from '@souq/shared/chat/chat.contract';
import type { REPORT_STATUSES } from '@souq/shared/chat/chat.schema';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

type ReportStatus = (typeof REPORT_STATUSES)[number];

export const adminReportsKey = (status: ReportStatus) => ['chat', 'admin', 'reports', status] as const;

/** Reports of users for the admins, newest first, 20 a page, by status. */
export function useAdminReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminReportsKey(status),
    queryFn: ({ pageParam, signal }) =>
      call(chatContract.endpoints.adminReports, {
        query: { status, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; status: 'resolved' | 'dismissed' }) =>
      call(chatContract.endpoints.adminResolveReport, {
        params: { reportId: input.reportId },
        body: { status: input.status },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['chat', 'admin', 'reports'] }),
  });
}
