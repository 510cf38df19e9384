import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shippingClaim } from '../../application/catalog/free-shipping';
import { useServices } from '../app/services-context';

/** The list's and product page's shipping claim: what the deployment charges, never more (issue 39). */
export function ShippingBanner() {
  const { shipping } = useServices().info;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: '#fff7e6',
        color: '#7c2d12',
        border: '1px solid #f5d9a8',
        borderRadius: 1,
        px: 2,
        py: 1,
        my: 2,
      }}
    >
      <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shippingClaim(shipping)}
      </Typography>
    </Box>
  );
}
