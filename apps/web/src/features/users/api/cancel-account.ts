import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function cancelAccount(input: { password: string }): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/me/cancel', { method: 'POST', body: input });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
