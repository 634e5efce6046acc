import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackButtonHandler } from './native';

describe('Android back button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(history: boolean) {
    const deps = {
      canGoBack: vi.fn(() => history),
      goBack: vi.fn(),
      exit: vi.fn(),
      hint: vi.fn(),
    };
    return { deps, press: createBackButtonHandler(deps) };
  }

  it('goes back when there is history', () => {
    const { deps, press } = setup(true);
    press();
    press();
    expect(deps.goBack).toHaveBeenCalledTimes(2);
    expect(deps.hint).not.toHaveBeenCalled();
    expect(deps.exit).not.toHaveBeenCalled();
  });

  it('hints on the first press and exits on a second press within 1 s', () => {
    const { deps, press } = setup(false);
    press();
    expect(deps.hint).toHaveBeenCalledTimes(1);
    expect(deps.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    press();
    expect(deps.exit).toHaveBeenCalledTimes(1);
    expect(deps.hint).toHaveBeenCalledTimes(1);
  });

  it('only hints again when the second press comes after 1 s', () => {
    const { deps, press } = setup(false);
    press();
    vi.advanceTimersByTime(1_001);
    press();
    expect(deps.exit).not.toHaveBeenCalled();
    expect(deps.hint).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    press();
    expect(deps.exit).toHaveBeenCalledTimes(1);
  });
});
