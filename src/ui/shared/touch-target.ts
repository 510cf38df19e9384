/** WCAG 2.5.5: a finger needs 44 x 44 px (issue 39: header buttons were 40 px, text links 16 to 24 px tall). */
export const TOUCH_TARGET_PX = 44;

/** A link standing on its own (not inside a sentence), made tall and wide enough to tap. */
export const touchTargetSx = { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX } as const;
