import { describe, expect, it } from 'vitest';
import { isMachineStep, speedText, stepMode } from './steps';

describe('stepMode', () => {
  it('reads the machine mode off the step type', () => {
    expect(stepMode({ stepType: 1, temperature: null })).toBeNull();
    expect(stepMode({ stepType: 2, temperature: 100 })).toBeNull();
    expect(stepMode({ stepType: 3, temperature: 37 })).toBe('knead');
    expect(stepMode({ stepType: 4, temperature: null })).toBe('stir');
    expect(stepMode({ stepType: 5, temperature: 120 })).toBe('steam');
    expect(stepMode({ stepType: 5, temperature: 90 })).toBe('special');
    expect(stepMode({ stepType: 6, temperature: null })).toBe('scale');
  });
});

describe('speedText', () => {
  it('shows level 1 as the word "stir" and the other levels as numbers', () => {
    expect(speedText(0)).toEqual({ text: '0' });
    expect(speedText(1)).toEqual({ key: 'recipe.step.speedStir' });
    expect(speedText(2)).toEqual({ text: '0.5' });
    expect(speedText(11)).toEqual({ text: '5' });
    expect(speedText(21)).toEqual({ text: '10' });
  });
});

describe('isMachineStep', () => {
  it('tells machine steps from plain instructions', () => {
    expect(isMachineStep({ temperature: null, speed: null, duration: null, rotation: null })).toBe(false);
    expect(isMachineStep({ temperature: null, speed: 11, duration: 5, rotation: null })).toBe(true);
    expect(isMachineStep({ temperature: null, speed: null, duration: null, rotation: { type: 0 } })).toBe(true);
  });
});
