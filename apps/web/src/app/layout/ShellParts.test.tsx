import { screen } from '@testing-library/react';
import { act, lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { renderWithProviders, setupComponentTests } from '../../testing/components';
import { defineFeature, FeatureListProvider } from '../feature';
import { features } from '../features';
import { ShellParts } from './ShellParts';

setupComponentTests({}, ['common']);
afterEach(() => clearSession());

const banner = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const list = [
  defineFeature({
    name: 'a',
    shell: [
      { order: 2, when: 'signedIn', Component: banner('members only') },
      { order: 1, when: 'always', Component: banner('for everyone') },
    ],
  }),
  defineFeature({ name: 'b' }),
];

const draw = () =>
  renderWithProviders(
    <FeatureListProvider value={list}>
      <ShellParts />
    </FeatureListProvider>,
  );

describe('the shell parts features register', () => {
  it('draws the parts for everyone, lazily, and the signed-in ones only with a session', async () => {
    draw();
    expect(await screen.findByText('for everyone')).toBeTruthy();
    expect(screen.queryByText('members only')).toBeNull();
    act(() =>
      saveSession({
        token: 't',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        // biome-ignore lint/suspicious/noExplicitAny: only the token matters here
        user: { id: 'u1' } as any,
      }),
    );
    expect(await screen.findByText('members only')).toBeTruthy();
    const texts = [...screen.getByTestId('shell-parts').querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual(['for everyone', 'members only']);
  });

  it('draws nothing without parts', () => {
    renderWithProviders(
      <FeatureListProvider value={[defineFeature({ name: 'b' })]}>
        <ShellParts />
      </FeatureListProvider>,
    );
    expect(screen.queryByTestId('shell-parts')).toBeNull();
  });

  it("mounts the live feature's broadcast reminders for signed-in users, lazily", () => {
    const parts = features.flatMap((f) => (f.shell ?? []).map((p) => ({ feature: f.name, ...p })));
    expect(parts).toEqual(expect.arrayContaining([expect.objectContaining({ feature: 'live', when: 'signedIn' })]));
    // Lazy: a React.lazy component, not the banner's module.
    for (const p of parts)
      expect((p.Component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    const orders = parts.map((p) => p.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
