/**
 * Units are stored metric (grams, Celsius); these convert for display with the spec's rules:
 * 1 g = 0.035274 oz shown with two decimals, oz back to g rounded, °C/°F via 9/5 and +32 as integers.
 */
import { DEFAULT_UNIT_TYPE } from './limits.js';

export const GRAMS_TO_OUNCES = 0.035274;

export const TEMPERATURE_UNIT = { celsius: 0, fahrenheit: 1 } as const;
export const WEIGHT_UNIT = { grams: 2, ounces: 3 } as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNIT)[keyof typeof TEMPERATURE_UNIT];
export type WeightUnit = (typeof WEIGHT_UNIT)[keyof typeof WEIGHT_UNIT];

export interface UnitSetting {
  temperature: TemperatureUnit;
  weight: WeightUnit;
}

/** 'temperatureUnit-weightUnit': first part 0 Celsius / 1 Fahrenheit, second 2 grams / 3 ounces. */
export const UNIT_TYPE_PATTERN = /^[01]-[23]$/;

export function parseUnitType(unitType: string | null | undefined): UnitSetting {
  const value = unitType && UNIT_TYPE_PATTERN.test(unitType) ? unitType : DEFAULT_UNIT_TYPE;
  const [t, w] = value.split('-').map(Number);
  return { temperature: t as TemperatureUnit, weight: w as WeightUnit };
}

export function formatUnitType(setting: UnitSetting): string {
  return `${setting.temperature}-${setting.weight}`;
}

/** Grams to ounces, two decimals. */
export function gramsToOunces(grams: number): number {
  return Math.round(grams * GRAMS_TO_OUNCES * 100) / 100;
}

/** Ounces to grams, rounded to a whole gram. */
export function ouncesToGrams(ounces: number): number {
  return Math.round(ounces / GRAMS_TO_OUNCES);
}

export function celsiusToFahrenheit(celsius: number): number {
  return Math.round((celsius * 9) / 5 + 32);
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9);
}

/** A stored Celsius temperature as the user wants to see it, with its symbol. */
export function displayTemperature(celsius: number, unit: TemperatureUnit): string {
  return unit === TEMPERATURE_UNIT.fahrenheit ? `${celsiusToFahrenheit(celsius)}℉` : `${Math.round(celsius)}℃`;
}

/** A stored weight in grams as the user wants to see it: value and unit. */
export function displayWeight(grams: number, unit: WeightUnit): { value: number; unit: 'g' | 'oz' } {
  return unit === WEIGHT_UNIT.ounces ? { value: gramsToOunces(grams), unit: 'oz' } : { value: grams, unit: 'g' };
}

/**
 * The one conversion table of ingredient amounts (issue 9): every unit of a family in the family's
 * base unit, grams for mass and millilitres for volume. Ounces follow the spec's factor (1 g =
 * 0.035274 oz), so a merged amount and the g/oz display agree. Units outside the table (pcs, pinches,
 * kJ, "to taste") never convert.
 */
export const UNIT_FAMILIES = {
  mass: { mg: 0.001, g: 1, kg: 1000, oz: 1 / GRAMS_TO_OUNCES, lb: 16 / GRAMS_TO_OUNCES },
  // Spoons, fluid ounce and cup at the US labelling sizes (5, 15, 30, 240 ml): one consistent set, so
  // 1 cup = 8 fl oz = 16 tbsp = 48 tsp both ways (displayVolume shows metric volumes in them).
  volume: { ml: 1, l: 1000, tsp: 5, tbsp: 15, 'fl oz': 30, cup: 240 },
} as const;
export type UnitFamily = keyof typeof UNIT_FAMILIES;
export const MASS_UNITS = Object.keys(UNIT_FAMILIES.mass) as (keyof typeof UNIT_FAMILIES.mass)[];
export const VOLUME_UNITS = Object.keys(UNIT_FAMILIES.volume) as (keyof typeof UNIT_FAMILIES.volume)[];
/** The unit a merge across a family answers in: weights are kept in grams (api.md), volumes in ml. */
export const FAMILY_BASE_UNIT: Record<UnitFamily, string> = { mass: 'g', volume: 'ml' };

export function unitFamily(unit: string | null | undefined): UnitFamily | null {
  if (!unit) return null;
  if (unit in UNIT_FAMILIES.mass) return 'mass';
  if (unit in UNIT_FAMILIES.volume) return 'volume';
  return null;
}

/** Two decimals, without the float noise of sums (0.1 + 0.2). */
export function roundAmount(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * An amount in its family's base unit (grams or ml), or null when the unit does not convert. Ounces
 * and pounds become whole grams, the spec's "oz to g rounded".
 */
export function toBaseUnit(value: number, unit: string | null | undefined): number | null {
  const family = unitFamily(unit);
  if (!family) return null;
  if (unit === 'oz') return ouncesToGrams(value);
  if (unit === 'lb') return ouncesToGrams(value * 16);
  return roundAmount(value * (UNIT_FAMILIES[family] as Record<string, number>)[unit!]!);
}
