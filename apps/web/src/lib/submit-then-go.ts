import { useNavigate } from 'react-router';
import { toast } from './toast';

/**
 * A form's submit for a request that ends the page: once `request` succeeds, toast `message` (when
 * given) and replace the page with `to`; when it fails, the server's field errors land on the form.
 */
export function useSubmitThenGo<T>(
  form: { applyServerErrors: (error: unknown) => unknown },
  request: (data: T) => Promise<unknown>,
  done: { to: string; message?: string },
): (data: T) => Promise<void> {
  const navigate = useNavigate();
  return async (data: T) => {
    try {
      await request(data);
      if (done.message) toast({ kind: 'success', message: done.message });
      await navigate(done.to, { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    }
  };
}
