/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * The seeded accounts as the login page lists them, apart from their profiles
 * (accounts.seed.ts) so the first page carries none. The role is as the backend sends it.
 */
export const demoAccountList = [
  { uid: 'demo-dealer', email: 'dealer@demo.test', role: 'dealer', note: 'Approved dealer, $10,000.00 credit' },
  { uid: 'demo-local-dealer', email: 'local.dealer@demo.test', role: 'DEALER', note: 'Local dealer, may collect from the store, $480.00 due' },
  { uid: 'demo-contractor', email: 'contractor@demo.test', role: 'CONTRACTOR', note: 'Approved contractor, no credit' },
  { uid: 'demo-distributor', email: 'distributor@demo.test', role: 'DISTRIBUTOR', note: 'Approved distributor, $3,400.50 due' },
  { uid: 'demo-pending', email: 'pending@demo.test', role: 'DEALER', note: 'Dealer awaiting approval' },
] as const;

export type DemoAccountUid = (typeof demoAccountList)[number]['uid'];
