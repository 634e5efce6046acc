import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import auth from '../../../../../../packages/shared/src/i18n/locales/en/auth.json';
import validation from '../../../../../../packages/shared/src/i18n/locales/en/validation.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { NewPasswordFields } from './AuthFields';

setupComponentTests({ auth, validation }, ['auth']);

const RULE = auth.fields.passwordHint;

function fields(error?: string) {
  const form = {
    getInputProps: (field: 'password' | 'passwordConfirm') => ({
      value: '',
      error: field === 'password' ? error : undefined,
      onChange: () => {},
    }),
  };
  return renderWithProviders(<NewPasswordFields form={form} label="Password" />);
}

describe('new password fields', () => {
  it('show the password rule once as a hint', () => {
    fields();
    expect(screen.getAllByText(RULE)).toHaveLength(1);
  });

  it('show the rule once when the password breaks it: as the error, not also as the hint', () => {
    // The server's and the form's message for a weak password is the rule itself.
    expect(validation.password).toBe(RULE);
    const { container } = fields(validation.password);
    expect(screen.getAllByText(RULE)).toHaveLength(1);
    expect(container.querySelector('.mantine-InputWrapper-error')?.textContent).toBe(RULE);
  });

  it('show a different error (too short) without repeating the rule under it', () => {
    fields('At least 8 characters');
    expect(screen.queryByText(RULE)).toBeNull();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
  });
});
