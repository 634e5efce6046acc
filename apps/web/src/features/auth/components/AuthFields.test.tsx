import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import auth from '../../../../../../packages/shared/src/i18n/locales/en/auth.json';
import validation from '../../../../../../packages/shared/src/i18n/locales/en/validation.json';
import { NewPasswordFields } from './AuthFields';

beforeAll(async () => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { auth, validation } }, ns: ['auth'] });
});

afterEach(cleanup);

const RULE = auth.fields.passwordHint;

function fields(error?: string) {
  const form = {
    getInputProps: (field: 'password' | 'passwordConfirm') => ({
      value: '',
      error: field === 'password' ? error : undefined,
      onChange: () => {},
    }),
  };
  return render(
    <MantineProvider>
      <NewPasswordFields form={form} label="Password" />
    </MantineProvider>,
  );
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
