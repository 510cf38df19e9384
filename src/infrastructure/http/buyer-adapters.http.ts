import type { HttpClient } from './http-client';
import { HttpCoupons } from './coupons.http';
import { HttpOrders } from './orders.http';
import { HttpProfile } from './profile.http';
import { HttpTransactions } from './transactions.http';
import { HttpWallet } from './wallet.http';

/**
 * The adapters whose calls only a signed-in account makes (GET /user and after), with their wire schemas: loaded on
 * the first such call, so a visitor's first screen does without them; a buyer's start asks for them at once.
 */
export function httpBuyerAdapters(http: HttpClient, signedInUid: () => Promise<string | null>) {
  return {
    profile: new HttpProfile(http, signedInUid),
    orders: new HttpOrders(http),
    wallet: new HttpWallet(http),
    coupons: new HttpCoupons(http),
    transactions: new HttpTransactions(http),
  };
}
