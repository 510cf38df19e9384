import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { freeShippingFrom } from '../../application/catalog/free-shipping';
import { formatMoney } from '../../domain/shared/money';
import { useServices } from '../app/services-context';

/**
 * The list says free over $2,500; the product page's estimate is free on all
 * orders. A deployment that charges no shipping makes no shipping promise.
 */
export function ShippingBanner({ allOrders = false }: { allOrders?: boolean }) {
  const { shipping } = useServices().info;
  const threshold = freeShippingFrom(shipping);
  if (!threshold) return null;
  const text = allOrders ? 'Free shipping on all orders' : `Free shipping on orders over ${formatMoney(threshold).replace('.00', '')}`;
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
        {text}
      </Typography>
    </Box>
  );
}
