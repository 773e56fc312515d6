import { describe, expect, it } from 'vitest';
import { speedInText, stepValuesInText, temperatureInText } from './step-values.js';

describe('what a written step names for the robot', () => {
  it.each([
    ['Cook 5 min at 100 °C, speed 2.', { celsius: 100, speed: 5, seconds: 300 }],
    ['Programe 10 min/120º/vel.1.', { celsius: 120, speed: 3, seconds: 600 }],
    ['Sofría 3 min/ 120°/ giro inverso /velocidad cuchara.', { celsius: 120, speed: 1, seconds: 180 }],
    ['Auf Stufe 3,5 zerkleinern, dann bei 90 Grad garen.', { celsius: 90, speed: 8 }],
    ['Mijoter à 98 °C, vitesse 1.', { celsius: 98, speed: 3 }],
    ['Heat to 212°F and simmer 10 minutes.', { celsius: 100, seconds: 600 }],
    ['100度加热5分钟，速度2', { celsius: 100, speed: 5, seconds: 300 }],
    ['90 fokon főzzük.', { celsius: 90 }],
  ])('%s', (text, expected) => {
    expect(stepValuesInText(text)).toEqual(expected);
  });

  it('reads no oven temperature, no quantity as a speed, nothing from a plain step', () => {
    expect(temperatureInText('Bake at 200 °C for 20 minutes.')).toBeNull();
    expect(temperatureInText('Preheat the oven to 350 degrees F.')).toBeNull();
    expect(temperatureInText('Add 2 eggs and 100 g flour.')).toBeNull();
    expect(temperatureInText('180 fokon sütjük.')).toBeNull();
    expect(speedInText('Add 2 eggs.')).toBeNull();
    expect(speedInText('Speed 12')).toBeNull();
    expect(stepValuesInText('Season to taste and serve.')).toBeNull();
  });
});
