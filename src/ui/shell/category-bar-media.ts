/**
 * Where the header shows its category bar (MUI's `md` breakpoint and up); a phone lists the categories in its menu.
 * The first-screen script reads it too: only there does a visitor's first screen ask the backend for the categories.
 */
export const CATEGORY_BAR_MEDIA = '(min-width:900px)';
