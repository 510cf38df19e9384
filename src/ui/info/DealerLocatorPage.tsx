import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '../shell/company';
import { InfoPage, LocationList, Paragraph, Section, SupportEmail, type BusinessLocation } from './InfoPage';

const SHOWROOMS: readonly BusinessLocation[] = [
  { name: 'Lumen Trade Counter, Santa Rosa', address: `${COMPANY.street}, ${COMPANY.town}`, phone: COMPANY.phone,
    hours: COMPANY.hours, note: 'Factory showroom. Local dealers can collect orders here.' },
  { name: 'Bayside Landscape Supply', address: '2210 Industrial Way, Hayward, CA 94545', phone: '(510) 555-0172',
    hours: 'Monday-Friday 7am-5pm, Saturday 8am-12pm', note: 'Stocking dealer: fixtures, transformers and cable.' },
  { name: 'Central Coast Irrigation & Lighting', address: '87 Suburban Road, San Luis Obispo, CA 93401',
    phone: '(805) 555-0119', hours: 'Monday-Friday 7am-4:30pm', note: 'Showroom with a working night-lighting display.' },
  { name: 'Valley Pro Outdoor', address: '1450 Fulton Avenue, Sacramento, CA 95825', phone: '(916) 555-0164',
    hours: 'Monday-Saturday 7am-5pm', note: 'Dealer and distributor for the Sacramento valley.' },
  { name: 'Cascade Lighting Distributors', address: '3302 SE Division Street, Portland, OR 97202',
    phone: '(503) 555-0187', hours: 'Monday-Friday 8am-5pm', note: 'Regional distributor for Oregon and Washington.' },
];

export function DealerLocatorPage() {
  return (
    <InfoPage
      title="Dealer Locator"
      intro="Lumen Trade Lighting fixtures are sold through independent landscape supply dealers and distributors across the West Coast. Here is how to find stock near you."
    >
      <Section title="Find your nearest dealer">
        <Paragraph>
          E-mail <SupportEmail subject="Dealer near ZIP code" /> or call {COMPANY.phone} with your ZIP code and
          the products you need. We will reply within one business day with the closest stocking dealer and
          whether they have your items on the shelf.
        </Paragraph>
      </Section>
      <Section title="Regional showrooms and dealers">
        <LocationList locations={SHOWROOMS} />
        <Typography variant="body2" color="textSecondary">
          Please call ahead before collecting: stock levels vary by location.
        </Typography>
      </Section>
      <Section title="Selling our products">
        <Paragraph>
          Want your business listed here?{' '}
          <Link component={RouterLink} to="/become-dealer">Read about becoming a dealer</Link>.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
