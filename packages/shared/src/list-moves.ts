/**
 * Moving an item of an ordered list (recipe steps, ingredients) one place up or down, written once for
 * the editor and its tests (spec section 2: the first step cannot move up and the last cannot move down).
 */
export type MoveDirection = 'up' | 'down';

/** Whether the item at index may move that way in a list of `length` items. */
export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** A new list with the item moved one place; the same list when the move is not allowed. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  if (!canMove(index, list.length, direction)) return list;
  const other = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
