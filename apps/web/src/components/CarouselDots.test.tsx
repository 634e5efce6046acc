import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselDots } from './CarouselDots';

afterEach(cleanup);

describe('carousel dots', () => {
  it('draws one dot a slide, marks the current one and jumps to the one clicked', () => {
    const onSelect = vi.fn();
    render(
      <CarouselDots
        count={3}
        index={1}
        onSelect={onSelect}
        labelOf={(i) => `Slide ${i + 1}`}
        testIdOf={(i) => `dot-${i}`}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByTestId('dot-1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Slide 1' }).getAttribute('aria-current')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('draws nothing for a single slide', () => {
    const { container } = render(<CarouselDots count={1} index={0} onSelect={() => {}} labelOf={String} />);
    expect(container.innerHTML).toBe('');
  });
});
