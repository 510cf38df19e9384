import { within } from '@testing-library/react';

/** The status chips' colours as the shop's own chip styles paint them: text on background. */
export const CHIP = {
  green: 'rgb(27, 94, 32) on rgb(232, 245, 233)',
  blue: 'rgb(1, 87, 155) on rgb(225, 245, 254)',
  yellow: 'rgb(109, 76, 0) on rgb(255, 248, 214)',
  red: 'rgb(183, 28, 28) on rgb(255, 235, 238)',
  purple: 'rgb(106, 27, 154) on rgb(243, 229, 245)',
  grey: 'rgb(55, 71, 79) on rgb(236, 239, 241)',
} as const;

/** The chip whose words read `text` inside `scope`, as the buyer sees it: its text colour on its background. */
export function chipLook(scope: HTMLElement, text: string): string {
  const words = within(scope).getByText(text);
  const chip = words.parentElement!;
  return `${getComputedStyle(words).color} on ${getComputedStyle(chip).backgroundColor}`;
}
