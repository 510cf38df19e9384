// Money in integers, as the backend's columns keep it: mills (3 decimals) for unit prices, cents for amounts.
import { HttpError } from './nest.ts';

/** A decimal string or number scaled to an integer, half-up past `scale` digits (as the backend parses money). */
export function scaled(value: string | number, scale: number): number {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new HttpError(400, `Invalid money value: ${text}`);
  const digits = (match[3] ?? '').padEnd(scale + 1, '0');
  const whole = Number(match[2]) * 10 ** scale + Number(digits.slice(0, scale) || '0');
  const rounded = Number(digits[scale]) >= 5 ? whole + 1 : whole;
  return match[1] ? -rounded : rounded;
}

/** An integer at `scale` as a decimal string with exactly `scale` digits. */
export function decimal(units: number, scale: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Half-up integer division of non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

/** Wallet figures and transaction amounts travel as JSON numbers. */
export const asNumber = (cents: number) => Number(decimal(cents, 2));
