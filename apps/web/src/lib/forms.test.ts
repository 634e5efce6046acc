import { amountSchema, textSchema } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { translateIssue } from './forms';

/** Echoes the key and the params it was given, as i18next would interpolate them. */
const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;

describe('translateIssue', () => {
  it('passes a refinement its own params: the bound of an amount that is too large', () => {
    const issue = amountSchema.safeParse('100000000000.01').error?.issues[0];
    expect(issue).toBeDefined();
    const text = translateIssue(t, issue as never);
    expect(text).toContain('validation:amountTooLarge');
    expect(text).toContain('"max":"100000000000.00"');
  });

  it('names control characters in a text field', () => {
    const issue = textSchema({ max: 40 }).safeParse('a\u0000b').error?.issues[0];
    expect(translateIssue(t, issue as never)).toContain('validation:controlCharacters');
  });
});
