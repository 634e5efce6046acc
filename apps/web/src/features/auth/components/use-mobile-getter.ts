import { mobileSchema } from '@souq/shared';
import { useCallback } from 'react';

export interface MobileForm {
  values: { mobile?: unknown };
  validateField: (field: 'mobile') => string | undefined;
}

/** For "send code": validates the form's mobile field and returns the normalised number. */
export function useMobileGetter(form: MobileForm): () => string | null {
  const { values, validateField } = form;
  return useCallback(() => {
    if (validateField('mobile')) return null;
    const parsed = mobileSchema.safeParse(values.mobile);
    return parsed.success ? parsed.data : null;
  }, [values.mobile, validateField]);
}
