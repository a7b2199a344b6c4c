import { describe, expect, it } from 'vitest';
import { viewOf } from './booking-page';

describe('the public page address', () => {
  it.each([
    ['/book/abc_DEF-1', { kind: 'book', token: 'abc_DEF-1' }],
    ['/book/abc/', { kind: 'book', token: 'abc' }],
    ['/book/cancel/bc_123', { kind: 'cancel', token: 'bc_123' }],
    ['/book/reschedule/br_123', { kind: 'reschedule', token: 'br_123' }],
    ['/book/', null],
    ['/book/other/x', null],
    ['/book/a/b/c', null],
  ])('reads %s', (path, view) => {
    expect(viewOf(path)).toEqual(view);
  });
});
