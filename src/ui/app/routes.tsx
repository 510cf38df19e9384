import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../shell/Layout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RequireSignIn, SignedOutOnly } from './guards';

// Every screen is its own chunk. Declarative routes rather than a data router:
// the data router's loader machinery would double react-router's weight on the first load.
const loadHome = () => import('../catalog/HomePage');
const loadList = () => import('../catalog/ProductListPage');
const loadDetail = () => import('../catalog/ProductDetailPage');
const HomePage = lazy(async () => ({ default: (await loadHome()).HomePage }));
const ProductListPage = lazy(async () => ({ default: (await loadList()).ProductListPage }));
const ProductDetailPage = lazy(async () => ({ default: (await loadDetail()).ProductDetailPage }));

/** Starts fetching the first screen's code while the container is still being built. */
export function preloadScreen(pathname: string): void {
  if (pathname === '/') void loadHome();
  else if (pathname === '/products') void loadList();
  else if (pathname.startsWith('/product/')) void loadDetail();
}
const LoginPage = lazy(async () => ({ default: (await import('../account/LoginPage')).LoginPage }));
const RegisterPage = lazy(async () => ({ default: (await import('../account/RegisterPage')).RegisterPage }));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('../account/ForgotPasswordPage')).ForgotPasswordPage,
}));
const ProfilePage = lazy(async () => ({ default: (await import('../account/ProfilePage')).ProfilePage }));
const EditProfilePage = lazy(async () => ({ default: (await import('../account/EditProfilePage')).EditProfilePage }));
const CartPage = lazy(async () => ({ default: (await import('../cart/CartPage')).CartPage }));
const CheckoutPage = lazy(async () => ({ default: (await import('../checkout/CheckoutPage')).CheckoutPage }));
const CreditPaymentPage = lazy(async () => ({ default: (await import('../payments/CreditPaymentPage')).CreditPaymentPage }));
const SuccessPage = lazy(async () => ({ default: (await import('../payments/SuccessPage')).SuccessPage }));
const CancelPage = lazy(async () => ({ default: (await import('../payments/CancelPage')).CancelPage }));
const OrdersPage = lazy(async () => ({ default: (await import('../orders/OrdersPage')).OrdersPage }));
const OrderDetailPage = lazy(async () => ({ default: (await import('../orders/OrderDetailPage')).OrderDetailPage }));
const TransactionsPage = lazy(async () => ({ default: (await import('../wallet/TransactionsPage')).TransactionsPage }));
// The demo backend's stand-in for the payment provider's page; the 404 page over HTTP.
const DemoPaymentPage = lazy(async () => ({ default: (await import('../payments/DemoPaymentPage')).DemoPaymentPage }));

type InfoPageName = keyof typeof import('../info/InfoPages');
const info = (name: InfoPageName) => lazy(async () => ({ default: (await import('../info/InfoPages'))[name] }));
const INFO_ROUTES: ReadonlyArray<[string, ReturnType<typeof info>]> = [
  ['dealer-locator', info('DealerLocatorPage')],
  ['find-contractor', info('FindContractorPage')],
  ['become-dealer', info('BecomeDealerPage')],
  ['faq', info('FaqPage')],
  ['catalogs', info('CatalogsPage')],
  ['warranty', info('WarrantyPage')],
  ['contact', info('ContactPage')],
  ['privacy', info('PrivacyPage')],
];

/** Spec §2, the route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductListPage />} />
        <Route path="product/:id" element={<ProductDetailPage />} />
        <Route element={<SignedOutOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route element={<RequireSignIn />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="profile/edit" element={<EditProfilePage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          {/* No link leads here (spec §2 Profile): it is reached by its URL. */}
          <Route path="credit-payment" element={<CreditPaymentPage />} />
          <Route path="success" element={<SuccessPage />} />
          <Route path="cancel" element={<CancelPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
        </Route>
        <Route path="demo-payment" element={<DemoPaymentPage />} />
        {INFO_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
