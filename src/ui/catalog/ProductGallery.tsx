import Box from '@mui/material/Box';
import { useState } from 'react';
import { afterNextPaint } from '../shared/after-next-paint';

/** The selected image large, with a thumbnail button for each image when there are several. */
export function ProductGallery({
  images,
  name,
  onMainPictureSettled,
}: {
  images: readonly string[];
  name: string;
  /** The first picture shown is on screen, or failed to load. */
  onMainPictureSettled?: () => void;
}) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <Box>
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#eef1f5', borderRadius: 2, overflow: 'hidden' }}>
        {main && (
          <img
            src={main}
            alt={name}
            width={400}
            height={400}
            fetchPriority="high"
            onLoad={() => onMainPictureSettled && afterNextPaint(onMainPictureSettled)}
            onError={onMainPictureSettled}
            style={{ width: '100%', height: '100%', display: 'block' }}
          />
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }} role="group" aria-label="Product images">
          {images.map((image, index) => (
            <Box
              key={image}
              component="button"
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              sx={{
                p: 0,
                width: 72,
                height: 72,
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'pointer',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
                bgcolor: '#eef1f5',
              }}
            >
              <img src={image} alt="" width={72} height={72} style={{ display: 'block', width: '100%', height: '100%' }} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
