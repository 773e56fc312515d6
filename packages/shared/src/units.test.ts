import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_TYPE } from './limits.js';
import {
  GRAMS_TO_OUNCES,
  TEMPERATURE_UNIT,
  UNIT_TYPE_PATTERN,
  WEIGHT_UNIT,
  celsiusToFahrenheit,
  displayTemperature,
  displayWeight,
  fahrenheitToCelsius,
  formatUnitType,
  gramsToOunces,
  ouncesToGrams,
  parseUnitType,
  toBaseUnit,
} from './units.js';
import { temperaturesInText } from './temperature-text.js';
import { displayVolume, measureFraction } from './volume.js';

/** Spec section 9: 1 g = 0.035274 oz (two decimals); oz to g rounded; °C/°F via 9/5 and +32 (integer). */
describe('weight conversion', () => {
  it('uses the factor 0.035274 oz per gram', () => {
    expect(GRAMS_TO_OUNCES).toBe(0.035274);
  });

  it.each([
    [100, 3.53],
    [1, 0.04],
    [0, 0],
    [500, 17.64],
    [1000, 35.27],
    [28, 0.99],
    [10, 0.35],
  ])('converts %d g to %d oz with two decimals', (grams, ounces) => {
    expect(gramsToOunces(grams)).toBe(ounces);
  });

  it('never returns more than two decimals', () => {
    for (let grams = 0; grams <= 2000; grams += 7) {
      const oz = gramsToOunces(grams);
      expect(Math.round(oz * 100) / 100).toBe(oz);
    }
  });

  it.each([
    [3.53, 100],
    [1, 28],
    [0, 0],
    [17.64, 500],
    [35.27, 1000],
    [0.04, 1],
  ])('converts %d oz to %d g rounded to a whole gram', (ounces, grams) => {
    expect(ouncesToGrams(ounces)).toBe(grams);
  });

  it('returns whole grams only', () => {
    for (let oz = 0; oz <= 50; oz += 0.37) expect(Number.isInteger(ouncesToGrams(oz))).toBe(true);
  });

  it('round-trips typical recipe weights g -> oz -> g within one gram', () => {
    for (const grams of [5, 50, 100, 250, 750, 1500]) {
      expect(Math.abs(ouncesToGrams(gramsToOunces(grams)) - grams)).toBeLessThanOrEqual(1);
    }
  });
});

describe('temperature conversion', () => {
  it.each([
    [100, 212],
    [37, 99], // 98.6 rounds to 99
    [0, 32],
    [-40, -40],
    [120, 248],
    [180, 356],
    [36, 97], // 96.8 rounds to 97
  ])('converts %d ℃ to %d ℉ as an integer', (c, f) => {
    expect(celsiusToFahrenheit(c)).toBe(f);
  });

  it.each([
    [212, 100],
    [32, 0],
    [-40, -40],
    [99, 37], // 37.2 rounds to 37
    [350, 177], // 176.7 rounds to 177
  ])('converts %d ℉ to %d ℃ as an integer', (f, c) => {
    expect(fahrenheitToCelsius(f)).toBe(c);
  });

  it('returns integers for every machine temperature 0-130 ℃', () => {
    for (let c = 0; c <= 130; c++) {
      expect(Number.isInteger(celsiusToFahrenheit(c))).toBe(true);
      expect(fahrenheitToCelsius(celsiusToFahrenheit(c))).toBe(c);
    }
  });
});

describe('displayTemperature', () => {
  it('shows Celsius with ℃ for unit 0', () => {
    expect(displayTemperature(100, TEMPERATURE_UNIT.celsius)).toBe('100℃');
  });

  it('rounds a fractional stored Celsius value for display', () => {
    expect(displayTemperature(36.6, TEMPERATURE_UNIT.celsius)).toBe('37℃');
  });

  it('shows Fahrenheit with ℉ for unit 1', () => {
    expect(displayTemperature(100, TEMPERATURE_UNIT.fahrenheit)).toBe('212℉');
    expect(displayTemperature(37, TEMPERATURE_UNIT.fahrenheit)).toBe('99℉');
    expect(displayTemperature(0, TEMPERATURE_UNIT.fahrenheit)).toBe('32℉');
  });
});

describe('temperaturesInText', () => {
  const F = TEMPERATURE_UNIT.fahrenheit;

  it('adds °F to Celsius temperatures written in prose, ranges included', () => {
    expect(temperaturesInText('Hold the custard at 82-84 °C until it coats a spoon.', F)).toBe(
      'Hold the custard at 82-84 °C (180-183 °F) until it coats a spoon.',
    );
    expect(temperaturesInText('Steam at 120 °C for 20 minutes.', F)).toBe('Steam at 120 °C (248 °F) for 20 minutes.');
    expect(temperaturesInText('用 30°C 温水化开', F)).toBe('用 30°C (86 °F) 温水化开');
    expect(temperaturesInText('98 ℃ 反转炖一小时，60-70℃加入干桂花', F)).toBe('98 ℃ (208 ℉) 反转炖一小时，60-70℃ (140-158 ℉)加入干桂花');
    expect(temperaturesInText('烤箱 200 摄氏度烤 25 分钟', F)).toBe('烤箱 200 摄氏度（392 °F）烤 25 分钟');
    expect(temperaturesInText('油温 150 ℃ - 160 ℃', F)).toBe('油温 150 ℃ (302 ℉) - 160 ℃ (320 ℉)');
    expect(temperaturesInText('Freeze at -18 °C.', F)).toBe('Freeze at -18 °C (0 °F).');
  });

  it('leaves text alone in Celsius, where °F is given already, and where no temperature is', () => {
    const text = 'Steam at 120 °C; blend at speed 10 for 30 s.';
    expect(temperaturesInText(text, TEMPERATURE_UNIT.celsius)).toBe(text);
    expect(temperaturesInText('Bake at 180 °C (356 °F).', F)).toBe('Bake at 180 °C (356 °F).');
    expect(temperaturesInText('烤箱 180°(355°F), 18 分钟', F)).toBe('烤箱 180°(355°F), 18 分钟');
    expect(temperaturesInText('Cut into 2 cm cubes, 3 Cups of flour.', F)).toBe('Cut into 2 cm cubes, 3 Cups of flour.');
    expect(temperaturesInText('', F)).toBe('');
  });
});

describe('displayWeight', () => {
  it('keeps grams as stored for unit 2', () => {
    expect(displayWeight(100, WEIGHT_UNIT.grams)).toEqual({ value: 100, unit: 'g' });
  });

  it('converts to ounces with two decimals for unit 3', () => {
    expect(displayWeight(100, WEIGHT_UNIT.ounces)).toEqual({ value: 3.53, unit: 'oz' });
    expect(displayWeight(1, WEIGHT_UNIT.ounces)).toEqual({ value: 0.04, unit: 'oz' });
  });
});

/** Spec section 3: unitType is 'temperatureUnit-weightUnit', 0 C / 1 F, 2 g / 3 oz, default '0-2'. */
describe('unit type', () => {
  it('uses the unit codes of the spec', () => {
    expect(TEMPERATURE_UNIT).toEqual({ celsius: 0, fahrenheit: 1 });
    expect(WEIGHT_UNIT).toEqual({ grams: 2, ounces: 3 });
  });

  it('defaults to 0-2 (Celsius, grams)', () => {
    expect(DEFAULT_UNIT_TYPE).toBe('0-2');
    expect(parseUnitType(undefined)).toEqual({ temperature: 0, weight: 2 });
    expect(parseUnitType(null)).toEqual({ temperature: 0, weight: 2 });
    expect(parseUnitType('')).toEqual({ temperature: 0, weight: 2 });
  });

  it.each([
    ['0-2', 0, 2],
    ['0-3', 0, 3],
    ['1-2', 1, 2],
    ['1-3', 1, 3],
  ])('parses %s', (value, temperature, weight) => {
    expect(parseUnitType(value)).toEqual({ temperature, weight });
  });

  it.each(['2-2', '0-1', '0-4', '1', '1-', '-3', '13', '1-3-', ' 1-3', '1-3 ', 'a-b', '1_3', '01-3'])(
    'rejects %j and falls back to the default 0-2',
    (value) => {
      expect(parseUnitType(value)).toEqual({ temperature: 0, weight: 2 });
    },
  );

  it('accepts exactly the four combinations in its pattern', () => {
    const valid = ['0-2', '0-3', '1-2', '1-3'];
    for (const t of [0, 1, 2]) {
      for (const w of [1, 2, 3, 4]) {
        const value = `${t}-${w}`;
        expect(UNIT_TYPE_PATTERN.test(value)).toBe(valid.includes(value));
      }
    }
  });

  it('formats a setting back to its string', () => {
    expect(formatUnitType({ temperature: 1, weight: 3 })).toBe('1-3');
    expect(formatUnitType({ temperature: 0, weight: 2 })).toBe('0-2');
  });

  it('round-trips parse and format', () => {
    for (const value of ['0-2', '0-3', '1-2', '1-3']) expect(formatUnitType(parseUnitType(value))).toBe(value);
  });
});

/** Issue 28: volumes stay millilitres in metric and read as a US cook measures in imperial. */
describe('volume display', () => {
  it('keeps millilitres as they are with metric units', () => {
    expect(displayVolume(100, WEIGHT_UNIT.grams)).toEqual({ value: 100, unit: 'ml' });
    expect(displayVolume(2.5, WEIGHT_UNIT.grams)).toEqual({ value: 2.5, unit: 'ml' });
  });

  it.each([
    // Under a tablespoon: teaspoons by quarters, never 0.
    [5, 1, 'tsp'],
    [2.5, 0.5, 'tsp'],
    [0.5, 0.25, 'tsp'],
    [10, 2, 'tsp'],
    // Under a quarter cup: tablespoons by quarters.
    [15, 1, 'tbsp'],
    [30, 2, 'tbsp'],
    [50, 3.25, 'tbsp'],
    // From a quarter cup: cups by quarters when within 5%.
    [60, 0.25, 'cup'],
    [120, 0.5, 'cup'],
    [250, 1, 'cup'],
    [500, 2, 'cup'],
    [750, 3.25, 'cup'],
    [1000, 4.25, 'cup'],
    // Or by thirds when nearer (measuring cups come in thirds).
    [80, 1 / 3, 'cup'],
    [160, 2 / 3, 'cup'],
    [330, 4 / 3, 'cup'],
    // Otherwise fluid ounces by halves: 100 ml would be 20% off as half a cup or a third.
    [100, 3.5, 'fl oz'],
    [200, 6.5, 'fl oz'],
  ])('shows %d ml as %d %s with imperial units', (ml, value, unit) => {
    expect(displayVolume(ml, WEIGHT_UNIT.ounces)).toEqual({ value, unit });
  });

  it('lands every shown amount within a quarter measure of the stored one', () => {
    for (let ml = 1; ml <= 3000; ml += 1) {
      const shown = displayVolume(ml, WEIGHT_UNIT.ounces);
      const back = toBaseUnit(shown.value, shown.unit)!;
      // Half a quarter of the measure (0.125 tsp, tbsp or cup) or a quarter fluid ounce, and at least the rounding floor.
      const step = shown.unit === 'fl oz' ? 0.25 * 30 : 0.125 * { tsp: 5, tbsp: 15, cup: 240, ml: 1 }[shown.unit];
      expect(Math.abs(back - ml)).toBeLessThanOrEqual(Math.max(step, shown.unit === 'tsp' ? 1.25 : 0) + 1e-9);
    }
  });

  it.each([
    [0.25, '¼'],
    [0.5, '½'],
    [0.75, '¾'],
    [1 / 3, '⅓'],
    [0.33, '⅓'],
    [0.67, '⅔'],
    [1.5, '1\u00a0½'],
    [4 / 3, '1\u00a0⅓'],
    [3.25, '3\u00a0¼'],
    // Whole numbers and other fractions are written as decimals by the caller.
    [2, null],
    [1.2, null],
    [0, null],
  ])('writes %d as the fraction %s', (value, text) => expect(measureFraction(value)).toBe(text));

  it('converts the shown units back through the one table (1 cup = 8 fl oz = 16 tbsp = 48 tsp)', () => {
    expect(toBaseUnit(1, 'cup')).toBe(toBaseUnit(8, 'fl oz'));
    expect(toBaseUnit(8, 'fl oz')).toBe(toBaseUnit(16, 'tbsp'));
    expect(toBaseUnit(16, 'tbsp')).toBe(toBaseUnit(48, 'tsp'));
  });
});
