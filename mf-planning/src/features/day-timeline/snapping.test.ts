import { describe, expect, it } from 'vitest';
import { clampStart, nextSnap, previousSnap, snapMinutes } from './snapping';

const day = { min: 0, max: 24 * 60 };

describe('snapping to quarter hours', () => {
  it('rounds to the nearest quarter hour', () => {
    expect(snapMinutes(9 * 60 + 7)).toBe(9 * 60);
    expect(snapMinutes(9 * 60 + 8)).toBe(9 * 60 + 15);
    expect(snapMinutes(9 * 60 + 45)).toBe(9 * 60 + 45);
  });
  it('steps to the next and previous quarter hour, from on or off the grid', () => {
    expect(nextSnap(540)).toBe(555);
    expect(nextSnap(550)).toBe(555);
    expect(previousSnap(555)).toBe(540);
    expect(previousSnap(550)).toBe(540);
  });
  it('keeps an item inside the day without changing its duration', () => {
    expect(clampStart(-30, 60, day)).toBe(0);
    expect(clampStart(23 * 60 + 30, 60, day)).toBe(23 * 60);
    expect(clampStart(600, 60, day)).toBe(600);
    expect(clampStart(600, 60, { min: 7 * 60, max: 20 * 60 })).toBe(600);
    expect(clampStart(19 * 60 + 30, 90, { min: 7 * 60, max: 20 * 60 })).toBe(18 * 60 + 30);
  });
});
