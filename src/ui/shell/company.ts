/** The maker's own details, shown in the footer and on the contact pages. */
export const COMPANY = {
  name: 'Lumen Trade Lighting',
  street: '418 Orchard Lane',
  town: 'Santa Rosa, CA 95404',
  phone: '(707) 555-0148',
  hours: 'Monday-Friday 8am-4pm',
} as const;
