/**
 * Where the demo backend's selling side keeps its records. Apart from it: the demo controls clear them when an
 * account is reset, and with these names alone the accounts side (on every signed-in page) loads none of its code.
 */
export const DEMO_ORDERS_KEY = 'demo-orders';
export const DEMO_TRANSACTIONS_KEY = 'demo-transactions';
export const DEMO_PAYMENTS_KEY = 'demo-payments';
export const DEMO_SAVED_ORDERS_KEY = 'demo-saved-orders';
