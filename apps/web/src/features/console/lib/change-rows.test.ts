import { describe, expect, it } from 'vitest';
import { changeRows } from './change-rows';

describe('changeRows', () => {
  it('lists the fields that changed', () => {
    expect(changeRows({ disabled: false, name: 'A' }, { disabled: true, name: 'A' })).toEqual([
      { field: 'disabled', before: 'false', after: 'true' },
    ]);
  });

  it('lists every field of a created row, values as text', () => {
    expect(changeRows(null, { sn: 'X1', model: 'CR-1', recipients: 3, userId: null })).toEqual([
      { field: 'sn', before: null, after: 'X1' },
      { field: 'model', before: null, after: 'CR-1' },
      { field: 'recipients', before: null, after: '3' },
      { field: 'userId', before: null, after: 'null' },
    ]);
  });

  it('shows a field that appears or goes, and values that are not objects', () => {
    expect(changeRows({ a: 1 }, { b: [1, 2] })).toEqual([
      { field: 'a', before: '1', after: null },
      { field: 'b', before: null, after: '[1,2]' },
    ]);
    expect(changeRows('x', 'y')).toEqual([{ field: '', before: 'x', after: 'y' }]);
    expect(changeRows(null, null)).toEqual([]);
  });
});
