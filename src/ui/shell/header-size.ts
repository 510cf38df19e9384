/** The header's top row (menu, logo, cart, account): toasts open below it so they never cover those controls. */
export const HEADER_ROW_HEIGHT = { xs: 60, sm: 68 } as const;

/** Where a toast's top edge sits: just under the header's top row. */
export const TOAST_TOP = { xs: HEADER_ROW_HEIGHT.xs + 8, sm: HEADER_ROW_HEIGHT.sm + 8 } as const;
