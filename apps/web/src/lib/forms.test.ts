import { amountSchema, formatAed, MAX_AMOUNT_FILS, textSchema } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { translateIssue } from './forms';

/** Echoes the key and the params it was given, as i18next would interpolate them. */
const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;

describe('translateIssue', () => {
  it('passes a refinement its own params: the bound of an amount that is too large', () => {
    const issue = amountSchema.safeParse('100000000000.01').error?.issues[0];
    expect(issue).toBeDefined();
    const text = translateIssue(t, issue as never, 'en');
    expect(text).toContain('validation:amountTooLarge');
    expect(text).toContain('"max":"AED\u00a0100,000,000,000.00"');
  });

  it("writes the bound as the reader's language writes money", () => {
    const issue = amountSchema.safeParse('100000000000.01').error?.issues[0];
    expect(translateIssue(t, issue as never, 'ar')).toContain(JSON.stringify(formatAed(MAX_AMOUNT_FILS, 'ar')));
    expect(translateIssue(t, issue as never, 'fr')).toContain(JSON.stringify(formatAed(MAX_AMOUNT_FILS, 'fr')));
  });

  it('names control characters in a text field', () => {
    const issue = textSchema({ max: 40 }).safeParse('a\u0000b').error?.issues[0];
    expect(translateIssue(t, issue as never, 'en')).toContain('validation:controlCharacters');
  });
});
