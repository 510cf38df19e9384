import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCategories } from '../catalog/use-categories';

interface MobileMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly signedIn: boolean;
  readonly onLogout: () => void;
}

export function MobileMenu({ open, onClose, signedIn, onLogout }: MobileMenuProps) {
  const categories = useCategories();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="presentation" onClick={onClose}>
        <Typography variant="h3" component="p" sx={{ px: 2, pt: 2, pb: 1 }}>
          Menu
        </Typography>
        <List subheader={<ListSubheader>Shop</ListSubheader>}>
          <ListItemButton component={RouterLink} to="/products">
            <ListItemText primary="All Products" />
          </ListItemButton>
          {categories.map((category) => (
            <ListItemButton
              key={category.id}
              component={RouterLink}
              to={`/products?category=${encodeURIComponent(category.id)}`}
            >
              <ListItemText primary={category.name} />
            </ListItemButton>
          ))}
        </List>
        <List subheader={<ListSubheader>Account</ListSubheader>}>
          {signedIn ? (
            <>
              <ListItemButton component={RouterLink} to="/profile">
                <ListItemText primary="My Profile" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/orders">
                <ListItemText primary="My Orders" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/saved-orders">
                <ListItemText primary="Saved orders" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/quick-order">
                <ListItemText primary="Quick Order" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/cart">
                <ListItemText primary="Cart" />
              </ListItemButton>
              <ListItemButton onClick={onLogout}>
                <ListItemText primary="Logout" />
              </ListItemButton>
            </>
          ) : (
            <>
              <ListItemButton component={RouterLink} to="/login">
                <ListItemText primary="Login" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/register">
                <ListItemText primary="Create Account" />
              </ListItemButton>
            </>
          )}
          <ListItemButton component={RouterLink} to="/contact">
            <ListItemText primary="Contact Us" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
