// Fills the Create Account form as a buyer would, section by section.

/** A complete application; override any field. */
export function anApplication(overrides = {}) {
  return {
    firstName: 'Morgan',
    lastName: 'Lee',
    email: 'morgan.lee@glowyards.example',
    phone: '512-555-0147',
    company: 'Glow Yards Landscaping',
    companyAddress: 'Store 22',
    companyWebsite: 'https://glowyards.example',
    salesRep: 'In-house',
    billingStreet: '400 Lamar Blvd',
    billingCity: 'Austin',
    billingState: 'TX',
    billingZip: '78703',
    password: 'Lantern-Path-42',
    ...overrides,
  };
}

export async function fillRegistration(page, application) {
  const basic = page.getByRole('group', { name: 'Basic Information' });
  await basic.getByLabel('First Name').fill(application.firstName);
  await basic.getByLabel('Last Name').fill(application.lastName);
  await basic.getByLabel('Email').fill(application.email);
  await basic.getByLabel('Phone').fill(application.phone);
  if (application.birthDate) await basic.getByLabel('Birth Date').fill(application.birthDate);
  const company = page.getByRole('group', { name: 'Company Information' });
  await company.getByLabel('Company Name').fill(application.company);
  await company.getByLabel('Company Address').fill(application.companyAddress);
  await company.getByLabel('Company Website').fill(application.companyWebsite);
  await company.getByLabel('Sales Rep').fill(application.salesRep);
  if (application.ein) await company.getByLabel('EIN (optional)').fill(application.ein);
  const billing = page.getByRole('group', { name: 'Billing Address' });
  await billing.getByLabel('Street Address').fill(application.billingStreet);
  await billing.getByLabel('City').fill(application.billingCity);
  await billing.getByLabel('State').fill(application.billingState);
  await billing.getByLabel('ZIP Code').fill(application.billingZip);
  if (application.sameAsBilling) await page.getByLabel('Same as billing address').check();
  const login = page.getByRole('group', { name: 'Login Details' });
  await login.getByLabel(/^Password/).fill(application.password);
  await login.getByLabel(/^Confirm Password/).fill(application.confirmPassword ?? application.password);
}
