import { shopsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** DELETE /api/me/shop/consultants/:id */
export function deleteConsultant(id: string): Promise<{ ok: true }> {
  return call(shopsContract.endpoints.removeConsultant, { params: { id } });
}

export function useDeleteConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
