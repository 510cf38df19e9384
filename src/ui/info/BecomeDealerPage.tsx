import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { shippingClaim } from '../../application/catalog/free-shipping';
import { useServices } from '../app/services-context';
import { BulletList, InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

export function BecomeDealerPage() {
  const { shipping } = useServices().info;
  return (
    <InfoPage
      title="Become a Dealer"
      intro="We work with landscape supply stores, electrical wholesalers and distributors who sell to professional installers. A trade account gives you access to dealer pricing and ordering online."
    >
      <Section title="Benefits">
        <BulletList
          items={[
            'Trade pricing set by your account role: contractor, dealer or distributor.',
            'Credit accounts for approved businesses, so you can order now and pay on terms.',
            'Case discounts: 5% off every unit when you order by the full case.',
            `${shippingClaim(shipping)}, and collection from our Santa Rosa store for local dealers.`,
            'Marketing support: printed catalogues, display samples, product photography and co-op advertising.',
          ]}
        />
      </Section>
      <Section title="Requirements">
        <BulletList
          items={[
            'A valid business licence for your state or city.',
            'A federal Employer Identification Number (EIN).',
            'A resale certificate (seller’s permit) so we can sell to you tax-exempt.',
            'A trading address where you sell to installers or the trade.',
          ]}
        />
      </Section>
      <Section title="How to apply">
        <Paragraph>
          Register for a trade account and tell us about your business. Our team checks the details and approves
          the account, usually within two business days. You can send documents to{' '}
          <SupportEmail subject="Dealer application" />.
        </Paragraph>
        <Box>
          <Button variant="contained" component={RouterLink} to="/register">Register for a trade account</Button>
        </Box>
      </Section>
    </InfoPage>
  );
}
