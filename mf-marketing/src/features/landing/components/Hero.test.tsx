import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setReducedMotion } from '../../../test/render';
import { TYPED_LINE } from '../content';
import { Hero } from './Hero';

const typed = () => screen.getByTestId('typed-text').textContent;

describe('Hero', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the headline, the subtitle and the two calls to action', () => {
    renderScreen(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Meets Global Trade.' })).toBeInTheDocument();
    expect(
      screen.getByText(/connects verified buyers and suppliers worldwide in seconds/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Find Suppliers' })).toHaveAttribute('href', '/catalog');
  });

  it('types the line at 100 ms per character, and gives screen readers the whole sentence once', () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    renderScreen(<Hero />);
    expect(typed()).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(typed()).toBe('K');
    act(() => vi.advanceTimersByTime(99));
    expect(typed()).toBe('K');
    act(() => vi.advanceTimersByTime(1));
    expect(typed()).toBe('Kr');
    act(() => vi.advanceTimersByTime(100 * TYPED_LINE.length));
    expect(typed()).toBe(TYPED_LINE);
    expect(screen.getByTestId('typed-line')).toHaveAttribute('data-done', 'true');
    // The animated text is hidden from assistive technology; the full sentence is read instead.
    expect(screen.getByTestId('typed-text')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('typed-line')).toHaveTextContent(TYPED_LINE);
  });

  it('shows the whole line at once under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    renderScreen(<Hero />);
    expect(typed()).toBe(TYPED_LINE);
    expect(screen.getByTestId('typed-line')).toHaveAttribute('data-done', 'true');
  });
});
