import { isValidElement } from 'react';
import { createRoutesFromElements, matchPath, matchRoutes, Route, Routes } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { Layout } from '../shell/Layout';
import { RequireSignIn, SignedOutOnly } from './guards';
import { lazyScreen, type LazyScreen } from './lazy-screen';

// Every screen is its own chunk. Declarative routes rather than a data router:
// the data router's loader machinery would double react-router's weight on the first load.
const HomePage = lazyScreen(async () => (await import('../catalog/HomePage')).HomePage);
const ProductListPage = lazyScreen(async () => (await import('../catalog/ProductListPage')).ProductListPage);
const ProductDetailPage = lazyScreen(async () => (await import('../catalog/ProductDetailPage')).ProductDetailPage);

const NotFoundPage = lazyScreen(async () => (await import('../shell/NotFoundPage')).NotFoundPage);
const LoginPage = lazyScreen(async () => (await import('../account/LoginPage')).LoginPage);
const RegisterPage = lazyScreen(async () => (await import('../account/RegisterPage')).RegisterPage);
const ForgotPasswordPage = lazyScreen(async () => (await import('../account/ForgotPasswordPage')).ForgotPasswordPage);
const ProfilePage = lazyScreen(async () => (await import('../account/ProfilePage')).ProfilePage);
const EditProfilePage = lazyScreen(async () => (await import('../account/EditProfilePage')).EditProfilePage);
const CartPage = lazyScreen(async () => (await import('../cart/CartPage')).CartPage);
const CheckoutPage = lazyScreen(async () => (await import('../checkout/CheckoutPage')).CheckoutPage);
const CreditPaymentPage = lazyScreen(async () => (await import('../payments/CreditPaymentPage')).CreditPaymentPage);
const SuccessPage = lazyScreen(async () => (await import('../payments/SuccessPage')).SuccessPage);
const CancelPage = lazyScreen(async () => (await import('../payments/CancelPage')).CancelPage);
const OrdersPage = lazyScreen(async () => (await import('../orders/OrdersPage')).OrdersPage);
const OrderDetailPage = lazyScreen(async () => (await import('../orders/OrderDetailPage')).OrderDetailPage);
const SavedOrdersPage = lazyScreen(async () => (await import('../saved-orders/SavedOrdersPage')).SavedOrdersPage);
const SavedOrderDetailPage = lazyScreen(async () => (await import('../saved-orders/SavedOrderDetailPage')).SavedOrderDetailPage);
const QuickOrderPage = lazyScreen(async () => (await import('../quick-order/QuickOrderPage')).QuickOrderPage);
const TransactionsPage = lazyScreen(async () => (await import('../wallet/TransactionsPage')).TransactionsPage);
// The demo backend's stand-in for the payment provider's page; the 404 page over HTTP.
const DemoPaymentPage = lazyScreen(async () => (await import('../payments/DemoPaymentPage')).DemoPaymentPage);

const INFO_ROUTES: ReadonlyArray<[string, LazyScreen]> = [
  ['dealer-locator', lazyScreen(async () => (await import('../info/DealerLocatorPage')).DealerLocatorPage)],
  ['find-contractor', lazyScreen(async () => (await import('../info/FindContractorPage')).FindContractorPage)],
  ['become-dealer', lazyScreen(async () => (await import('../info/BecomeDealerPage')).BecomeDealerPage)],
  ['faq', lazyScreen(async () => (await import('../info/FaqPage')).FaqPage)],
  ['catalogs', lazyScreen(async () => (await import('../info/CatalogsPage')).CatalogsPage)],
  ['warranty', lazyScreen(async () => (await import('../info/WarrantyPage')).WarrantyPage)],
  ['contact', lazyScreen(async () => (await import('../info/ContactPage')).ContactPage)],
  ['privacy', lazyScreen(async () => (await import('../info/PrivacyPage')).PrivacyPage)],
];

/** Spec §2, the route table. */
const ROUTES = (
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
      <Route path="quick-order" element={<QuickOrderPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      {/* No link leads here (spec §2 Profile): it is reached by its URL. */}
      <Route path="credit-payment" element={<CreditPaymentPage />} />
      <Route path="success" element={<SuccessPage />} />
      <Route path="cancel" element={<CancelPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="orders/:id" element={<OrderDetailPage />} />
      <Route path="saved-orders" element={<SavedOrdersPage />} />
      <Route path="saved-orders/:id" element={<SavedOrderDetailPage />} />
      <Route path="transactions" element={<TransactionsPage />} />
    </Route>
    <Route path="demo-payment" element={<DemoPaymentPage />} />
    {INFO_ROUTES.map(([path, Page]) => (
      <Route key={path} path={path} element={<Page />} />
    ))}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

const ROUTE_OBJECTS = createRoutesFromElements(ROUTES);

/**
 * Starts loading the code of the screen at `pathname` while the backend's adapters are still loading; a failure is
 * left to the route. Every route, not only the home and catalogue pages: otherwise its code would be asked for
 * only once the whole shell had rendered, one request after another, which on a busy machine took longer
 * than a visitor (or a test) waits for the page.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const element = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.element;
  const screen = isValidElement(element) ? (element.type as Partial<LazyScreen>) : null;
  await screen?.preload?.().catch(() => undefined);
}

/** What a first screen reads before its first render, which then paints it whole: its data, its parts' code. */
const READ_AHEAD: ReadonlyArray<{ path: string; read: (id: string, services: AppServices, signedIn: Promise<boolean>) => Promise<void> }> = [
  { path: '/product/:id', read: async (id, ...rest) => (await import('../catalog/ProductDetailPage')).readProductPageAhead(id, ...rest) },
];

/**
 * Reads ahead what the screen at `pathname` shows first (nothing for most screens); `signedIn` settles once the
 * session is known. A failure is left to the screen, which asks again.
 */
export async function readFirstScreenAhead(pathname: string, services: AppServices, signedIn: Promise<boolean>): Promise<void> {
  for (const { path, read } of READ_AHEAD) {
    const id = matchPath(path, pathname)?.params.id;
    if (id) await read(id, services, signedIn).catch(() => undefined);
  }
}
