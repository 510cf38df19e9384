import type { RawProfile } from '../http/profile.schema';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccountSeed {
  readonly uid: string;
  readonly profile: RawProfile;
  readonly note: string;
}

export const demoAccounts: readonly DemoAccountSeed[] = [
  {
    uid: 'demo-dealer',
    note: 'Approved dealer, $10,000.00 credit',
    profile: {
      id: 'u-1001',
      email: 'dealer@demo.test',
      name: 'Dana',
      lastName: 'Reyes',
      role: 'dealer',
      approved: true,
      isLocalDealer: false,
      company: 'Brightpath Landscape Supply',
      wallet: { balance: '10000.00', creditDue: '0.00' },
    },
  },
  {
    uid: 'demo-local-dealer',
    note: 'Local dealer, may collect from the store, $480.00 due',
    profile: {
      id: 'u-1002',
      email: 'local.dealer@demo.test',
      name: 'Luis',
      lastName: 'Ortega',
      role: 'DEALER',
      approved: true,
      isLocalDealer: true,
      company: 'Ortega Outdoor Lighting',
      wallet: { balance: '2500.00', creditDue: '480.00' },
    },
  },
  {
    uid: 'demo-contractor',
    note: 'Approved contractor, no credit',
    profile: {
      id: 'u-1003',
      email: 'contractor@demo.test',
      name: 'Casey',
      lastName: 'Morgan',
      role: 'CONTRACTOR',
      approved: true,
      isLocalDealer: false,
      company: 'Morgan Hardscapes',
      wallet: { balance: '0.00', creditDue: '0.00' },
    },
  },
  {
    uid: 'demo-distributor',
    note: 'Approved distributor, $3,400.50 due',
    profile: {
      id: 'u-1004',
      email: 'distributor@demo.test',
      name: 'Priya',
      lastName: 'Shah',
      role: 'DISTRIBUTOR',
      approved: true,
      isLocalDealer: false,
      company: 'Shah Lighting Distribution',
      wallet: { balance: '50000.00', creditDue: '3400.50' },
    },
  },
  {
    uid: 'demo-pending',
    note: 'Dealer awaiting approval',
    profile: {
      id: 'u-1005',
      email: 'pending@demo.test',
      name: 'Pat',
      lastName: 'Kim',
      role: 'DEALER',
      approved: false,
      isLocalDealer: false,
      company: 'Kim Garden Design',
      wallet: { balance: '0.00', creditDue: '0.00' },
    },
  },
];
