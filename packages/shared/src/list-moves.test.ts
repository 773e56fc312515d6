import { describe, expect, it } from 'vitest';
import { canMove, moveItem } from './list-moves.js';

describe('step moves', () => {
  const steps = ['a', 'b', 'c'];

  it('never moves the first step up nor the last one down', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(moveItem(steps, 0, 'up')).toBe(steps);
    expect(moveItem(steps, 2, 'down')).toBe(steps);
  });

  it('moves the others one place, leaving the list given untouched', () => {
    expect(canMove(0, 3, 'down')).toBe(true);
    expect(canMove(2, 3, 'up')).toBe(true);
    expect(moveItem(steps, 0, 'down')).toEqual(['b', 'a', 'c']);
    expect(moveItem(steps, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(steps, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(steps).toEqual(['a', 'b', 'c']);
  });

  it('allows no move in a list of one, nor of an index outside the list', () => {
    expect(canMove(0, 1, 'up')).toBe(false);
    expect(canMove(0, 1, 'down')).toBe(false);
    expect(canMove(3, 3, 'up')).toBe(false);
    expect(canMove(-1, 3, 'down')).toBe(false);
    expect(canMove(1.5, 3, 'down')).toBe(false);
  });
});
