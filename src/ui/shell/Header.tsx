import { TOUCH_TARGET_PX } from '../shared/touch-target';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices, useSession } from '../app/services-context';
import { useCategories } from '../catalog/use-categories';
import { CATEGORY_BAR_MEDIA } from './category-bar-media';
import { SearchBox } from './SearchBox';
import { useLogout } from '../account/use-logout';
import { lazyPart } from '../shared/lazy-part';
import { OptionalPart } from '../shared/OptionalPart';
import { HEADER_ROW_HEIGHT } from './header-size';

// The drawer (and MUI's modal machinery) loads only when a phone user opens the menu.
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));
const SignedInActions = lazyPart(async () => (await import('./SignedInActions')).SignedInActions);

/** A signed-in buyer's cart and profile buttons come with the first screen's render, not in one of their own after it. */
export const preloadSignedInActions = SignedInActions.preload;

/** The categories under the header, from a laptop up; a phone lists them in its menu. */
function CategoryBar() {
  const categories = useCategories();
  return (
    <Box
      component="nav"
      aria-label="Categories"
      sx={{ display: 'flex', gap: 0.5, px: 1, pb: 1, overflowX: 'auto', minHeight: 44 }}
    >
      <Button component={RouterLink} to="/products" color="inherit" size="small">
        All Products
      </Button>
      {categories.map((category) => (
        <Button
          key={category.id}
          component={RouterLink}
          to={`/products?category=${encodeURIComponent(category.id)}`}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {category.name}
        </Button>
      ))}
    </Box>
  );
}

export function Header() {
  const { logout, warning: signOutWarning } = useLogout();
  const { catalog } = useServices();
  const { status, profile } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // A phone shows the categories only in its menu: no call for them before it opens, nor a render of the header for their answer.
  const categoryBarShown = useMediaQuery(CATEGORY_BAR_MEDIA, { noSsr: true });
  const signedIn = status === 'signedIn' && profile !== null;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: HEADER_ROW_HEIGHT }}>
          <IconButton
            edge="start"
            aria-label="Open menu"
            onClick={() => {
              setMenuOpen(true);
              // The menu's categories are asked for with its code rather than once it has arrived (the catalogue keeps them).
              catalog.categories().catch(() => undefined);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box component={RouterLink} to="/" aria-label="Lumen Trade home" sx={{ display: 'flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX, flexShrink: 0 }}>
            <img src="/images/logo.svg" alt="Lumen Trade" width={144} height={32} />
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'flex' }, justifyContent: 'center' }}>
            <SearchBox />
          </Box>
          <Box sx={{ flex: { xs: 1, sm: 'none' } }} />
          {signedIn ? (
            // Offline with a stored sign-in, and their code or the buyer's cart not cached: the header goes without them.
            <OptionalPart>
              <Suspense fallback={<Box sx={{ width: 88 }} />}>
                <SignedInActions profile={profile} />
              </Suspense>
            </OptionalPart>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" color="primary">
              LOGIN
            </Button>
          )}
        </Toolbar>
        <Box sx={{ display: { xs: 'flex', sm: 'none' }, px: 2, pb: 1.5 }}>
          <SearchBox />
        </Box>
        {categoryBarShown && <CategoryBar />}
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            signedIn={signedIn}
            onLogout={logout}
          />
        </Suspense>
      )}
      {signOutWarning}
    </AppBar>
  );
}
