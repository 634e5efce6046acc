import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReasonPrompt } from './ReasonModal';

afterEach(cleanup);

describe('reason prompt', () => {
  it('asks for a reason: empty is refused with a message, the typed one comes back trimmed, a new item starts blank', () => {
    const { result } = renderHook(() => useReasonPrompt<{ id: string }>());
    expect(result.current.modal.opened).toBe(false);

    act(() => result.current.open({ id: 'a' }));
    expect(result.current.item).toEqual({ id: 'a' });
    expect(result.current.modal.opened).toBe(true);

    let reason: string | null = 'unset';
    act(() => {
      reason = result.current.reason();
    });
    expect(reason).toBeNull();
    expect(result.current.modal.error).toEqual(expect.any(String));

    // Typing clears the message; the reason comes back without its spaces.
    act(() => result.current.modal.onChange('  blurry photos  '));
    expect(result.current.modal.error).toBeUndefined();
    act(() => {
      reason = result.current.reason();
    });
    expect(reason).toBe('blurry photos');

    act(() => result.current.open({ id: 'b' }));
    expect(result.current.modal.value).toBe('');
    act(() => result.current.close());
    expect(result.current.modal.opened).toBe(false);
  });
});
