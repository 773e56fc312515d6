import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserDetail, Dashboard, PageResult, SendMsgBody, StaffAction, UpdUserStatusBody } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

/** The console's users, messages, dashboard and audit log (one query key each under ['console']). */
const usersKey = ['console', 'users'] as const;
const staffLogKey = ['console', 'staffLog'] as const;
const dashboardKey = ['console', 'dashboard'] as const;

/** GET /api/admin/qryDashboard. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => staffGet<Dashboard>('/api/admin/qryDashboard', undefined, signal) });
}

/** GET /api/admin/qryUser: a page of users, or those whose account or nickname starts with the keyword. */
export function useAdminUsers(query: { keyword: string; current: number; size: number }, enabled = true) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => staffGet<PageResult<AdminUser>>('/api/admin/qryUser', query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/qryUserDetail: one user with their newest recipes and feedback. */
export function useAdminUserDetail(id: string | null) {
  return useQuery({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => staffGet<AdminUserDetail>('/api/admin/qryUserDetail', { id }, signal),
    enabled: id !== null,
  });
}

/** POST /api/admin/updUserStatus: disable or enable an account (the audit log gains a row). */
export function useUpdUserStatus() {
  return useMutation({
    mutationFn: (body: UpdUserStatusBody) => staffPost<null>('/api/admin/updUserStatus', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: staffLogKey });
    },
  });
}

/** POST /api/admin/sendMsg: to one user (userId) or to everyone; answers how many it reached. */
export function useSendMsg() {
  return useMutation({
    mutationFn: (body: SendMsgBody) => staffPost<{ recipients: number }>('/api/admin/sendMsg', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffLogKey }),
  });
}

/** GET /api/admin/qryStaffAction: the console's audit log, newest first. */
export function useStaffActions(query: { action: string; current: number; size: number }) {
  return useQuery({
    queryKey: [...staffLogKey, query],
    queryFn: ({ signal }) => staffGet<PageResult<StaffAction>>('/api/admin/qryStaffAction', query, signal),
    placeholderData: keepPreviousData,
  });
}
