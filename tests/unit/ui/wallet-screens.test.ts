import { describe, expect, it } from 'vitest';
import { showsWallet } from '../../../src/ui/app/wallet-screens';

describe('the screens that show the wallet', () => {
  it.each(['/profile', '/profile/', '/checkout', '/credit-payment', '/success', '/profile/edit', '/login', '/faq'])(
    '%s reads it fresh with the session',
    (path) => expect(showsWallet(path)).toBe(true),
  );
  it.each(['/', '/products', '/product/p-001', '/cart', '/cart/', '/orders', '/orders/19', '/saved-orders', '/saved-orders/4', '/transactions'])(
    '%s goes without it',
    (path) => expect(showsWallet(path)).toBe(false),
  );
});
