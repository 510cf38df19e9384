import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, type UserProfile } from '../../domain/accounts/profile';
import { cartButtonName, cartLineCount } from '../../domain/cart/cart';
import { useBuyerServices } from '../shared/use-buyer-services';

/** The cart button: its badge counts the cart's lines, and its name says so. */
function CartButton() {
  const { cart } = useBuyerServices();
  const count = useSelector(cart, (snapshot) => cartLineCount(snapshot.context.items));
  return (
    <IconButton component={RouterLink} to="/cart" aria-label={cartButtonName(count)}>
      <Badge badgeContent={count} color="secondary" max={999}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}

/**
 * The cart and profile buttons: their own chunk, as a signed-out visitor never sees them (nor loads the cart).
 * Memoised: the header re-renders on every route change, and these follow only the profile and the cart
 * (a change to the cart redraws its button, not the profile's).
 */
export const SignedInActions = memo(function SignedInActions({ profile }: { profile: UserProfile }) {
  return (
    <>
      {/* On a phone the menu has it: the header keeps its room for the cart and the account. */}
      <Button component={RouterLink} to="/quick-order" color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}>
        Quick Order
      </Button>
      <CartButton />
      <Button
        component={RouterLink}
        to="/profile"
        color="inherit"
        aria-label={`Profile, ${displayName(profile)}`}
        startIcon={
          <Avatar src={profile.photo ?? undefined} alt="" sx={{ width: 30, height: 30, fontSize: 14 }}>
            {profile.name.charAt(0)}
          </Avatar>
        }
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {profile.name || profile.email}
        </Box>
      </Button>
    </>
  );
});
