import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The grey of every placeholder, also set on plain elements by the card placeholders. */
export const skeletonFill = { bgcolor: 'action.hover' } as const;

/** The pulse of every placeholder: the card placeholders set it once on all of a card's bars. */
export const skeletonPulse = {
  '@keyframes skeleton-pulse': { '50%': { opacity: 0.4 } },
  animation: 'skeleton-pulse 1.5s ease-in-out 0.5s infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/**
 * A grey pulsing block holding a place while data loads: MUI's Skeleton drawn with the Box the first
 * page already carries, rather than a component of its own on every first load.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  sx,
  'aria-label': ariaLabel,
}: {
  variant?: 'text' | 'rectangular' | 'rounded';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}) {
  return (
    <Box
      aria-label={ariaLabel}
      role={ariaLabel ? 'status' : undefined}
      sx={[
        {
          display: 'block',
          width,
          height: height ?? (variant === 'text' ? '1.2em' : undefined),
          my: variant === 'text' ? 0.5 : 0,
          borderRadius: variant === 'rectangular' ? 0 : 1,
          ...skeletonFill,
          ...skeletonPulse,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
