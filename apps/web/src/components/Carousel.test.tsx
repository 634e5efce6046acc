import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubMatchMedia } from '../testing/components';
import { Carousel } from './Carousel';

beforeAll(stubMatchMedia);
afterEach(cleanup);

function Photos({ onTap }: { onTap?: (i: number) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <Carousel
      count={3}
      index={index}
      onIndexChange={setIndex}
      onTap={onTap}
      keyboard
      aria-label="Photos"
      arrows={{ previousLabel: 'Previous', nextLabel: 'Next', testIdPrefix: 'photos' }}
      counter={{ testId: 'photos-counter' }}
      dots={{ labelOf: (i) => `Photo ${i + 1}` }}
    >
      <div>one</div>
      <div>two</div>
      <div>three</div>
    </Carousel>
  );
}

describe('carousel', () => {
  it('moves with the arrows (wrapping), the arrow keys and the dots, and counts', () => {
    renderWithProviders(<Photos />);
    expect(screen.getByTestId('photos-counter').textContent).toBe('1/3');
    fireEvent.click(screen.getByTestId('photos-prev'));
    expect(screen.getByTestId('photos-counter').textContent).toBe('3/3');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Photos' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('photos-counter').textContent).toBe('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(screen.getByTestId('photos-counter').textContent).toBe('2/3');
  });

  it('a tap is a tap; a swipe moves on instead', () => {
    const onTap = vi.fn();
    renderWithProviders(<Photos onTap={onTap} />);
    const track = screen.getByText('one').parentElement as HTMLElement;
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 200, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 200, clientY: 100, pointerType: 'touch' });
    expect(onTap).toHaveBeenCalledWith(0);
    fireEvent.pointerDown(track, { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(track, { pointerId: 2, clientX: 200, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(track, { pointerId: 2, clientX: 200, clientY: 100, pointerType: 'touch' });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('photos-counter').textContent).toBe('2/3');
  });
});
