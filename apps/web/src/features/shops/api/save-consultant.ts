import { type Consultant, type ConsultantBody, shopsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** POST /api/me/shop/consultants (new) or PATCH /api/me/shop/consultants/:id (edit). */
export function saveConsultant({ id, body }: { id?: string; body: ConsultantBody }): Promise<Consultant> {
  const { addConsultant, updateConsultant } = shopsContract.endpoints;
  if (id) return call(updateConsultant, { params: { id }, body, silent: true });
  return call(addConsultant, { body, silent: true });
}

export function useSaveConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
