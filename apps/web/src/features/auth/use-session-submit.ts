import type { Session } from '@souq/shared';
import { useState } from 'react';
import { completeLogin } from '../../app/session-flows';

interface SessionMutation<TInput> {
  mutateAsync: (input: TInput) => Promise<Session>;
  isPending: boolean;
}

/**
 * Submitting a form that answers with a session (password login, SMS login, register): send it,
 * then complete the login and go to `redirect`; server field errors land on the form.
 * `loading` stays on from the request until the login is complete.
 */
export function useSessionSubmit<TInput>(
  mutation: SessionMutation<TInput>,
  form: { applyServerErrors: (error: unknown) => unknown },
  redirect: string | null,
) {
  const [finishing, setFinishing] = useState(false);

  const submit = async (input: TInput) => {
    try {
      const session = await mutation.mutateAsync(input);
      setFinishing(true);
      await completeLogin(session, redirect);
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setFinishing(false);
    }
  };

  return { submit, loading: mutation.isPending || finishing };
}
