import type { RawCoupon } from '../http/coupon.schema';

/** Every demo account has these four (DESIGN.md), in the backend's wire format. */
export const seedCoupons: readonly RawCoupon[] = [
  {
    id: 'cp-welcome10',
    code: 'WELCOME10',
    name: 'Welcome 10',
    description: '10% off orders of $100 or more, up to $250',
    type: 'PERCENTAGE',
    value: 10,
    maximumDiscountAmount: '250.00',
    minimumOrderAmount: '100.00',
    isActive: true,
  },
  {
    id: 'cp-save50',
    code: 'SAVE50',
    name: 'Save $50',
    description: '$50 off orders of $500 or more',
    type: 'FIXED_AMOUNT',
    value: '50.00',
    maximumDiscountAmount: null,
    minimumOrderAmount: '500.00',
    isActive: true,
  },
  {
    id: 'cp-bigbuy15',
    code: 'BIGBUY15',
    name: 'Big Buy 15',
    description: '15% off orders of $5,000 or more, up to $1,000',
    type: 'PERCENTAGE',
    value: 15,
    maximumDiscountAmount: '1000.00',
    minimumOrderAmount: '5000.00',
    isActive: true,
  },
  {
    id: 'cp-olddeal',
    code: 'OLDDEAL',
    name: 'Old Deal',
    description: 'Last season\u2019s 20% off; no longer active',
    type: 'PERCENTAGE',
    value: 20,
    maximumDiscountAmount: null,
    minimumOrderAmount: null,
    isActive: false,
  },
];
