import type { Consultant, ConsultantBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './keys';

/** POST /api/me/shop/consultants (new) or PATCH /api/me/shop/consultants/:id (edit). */
export function saveConsultant({ id, body }: { id?: string; body: ConsultantBody }): Promise<Consultant> {
  return api<Consultant>(id ? `/api/me/shop/consultants/${encodeURIComponent(id)}` : '/api/me/shop/consultants', {
    method: id ? 'PATCH' : 'POST',
    body,
    silent: true,
  });
}

export function useSaveConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
