import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import type { ResponsiveStyleValue, SxProps, Theme } from '@mui/system';

export interface LineThumbnailProps extends Omit<BoxProps, 'children' | 'sx'> {
  readonly image: string | null | undefined;
  /** Its side, per breakpoint. */
  readonly size: ResponsiveStyleValue<number>;
  /** The largest side it is drawn at, for the image's width and height attributes. */
  readonly pixels: number;
  readonly sx?: SxProps<Theme>;
}

/** A line's picture in a rounded square, or a placeholder when it has none: the cart's lines and an order's. */
export function LineThumbnail({ image, size, pixels, sx = [], ...box }: LineThumbnailProps) {
  return (
    <Box
      {...box}
      sx={[
        { width: size, height: size, borderRadius: 1, overflow: 'hidden', bgcolor: '#eef1f5', display: 'grid', placeItems: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {image ? (
        <img src={image} alt="" width={pixels} height={pixels} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <ImageOutlinedIcon aria-hidden sx={{ color: 'text.disabled' }} />
      )}
    </Box>
  );
}
