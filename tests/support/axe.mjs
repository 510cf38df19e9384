import AxeBuilder from '@axe-core/playwright';

/** The WCAG 2.1 A and AA rules: what the shop promises (issue 9). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Serious and critical axe violations on the page as it stands, as readable lines. */
export async function seriousAxeViolations(page) {
  // Mid-fade (a toast sliding in) axe reads blended colours as failing contrast: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
