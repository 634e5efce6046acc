import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './keys';

/** DELETE /api/me/shop/consultants/:id */
export function deleteConsultant(id: string): Promise<{ ok: true }> {
  return api<{ ok: true }>(`/api/me/shop/consultants/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
