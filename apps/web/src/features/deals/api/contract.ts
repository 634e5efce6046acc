import type { Language } from '@souq/shared';
import { pathOf } from '@souq/shared/contract';
import { dealsContract } from '@souq/shared/deals/deals.contract';
import type { SignContractBody } from '@souq/shared/deals/deals.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ORIGIN, call } from '../../../lib/api';
import { getToken } from '../../../lib/session';
import { dealKeys } from './keys';

/** The contract in the reader's language, with the SHA-256 of that exact text. */
export function useDealContract(id: string, lang: Language) {
  return useQuery({
    queryKey: dealKeys.contract(id, lang),
    queryFn: ({ signal }) => call(dealsContract.endpoints.contract, { params: { id }, query: { lang }, signal }),
  });
}

export function useSignContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContractBody) => call(dealsContract.endpoints.sign, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

/** Downloads the contract PDF (the session token goes in the header, so not a plain link). */
export async function downloadContractPdf(id: string, lang: Language): Promise<void> {
  const url = `${API_ORIGIN}${pathOf(dealsContract.endpoints.contractPdf, { id })}?lang=${encodeURIComponent(lang)}`;
  const token = getToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`contract.pdf: ${res.status}`);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `contract-${id.slice(0, 8)}-${lang}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
