import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '../shell/company';
import { BulletList, InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

export function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      intro="Our trade support team can help with orders, accounts, product questions and returns."
    >
      <Section title="Get in touch">
        <Typography>
          E-mail: <SupportEmail />
        </Typography>
        <Typography>
          Phone: <Link href={`tel:${COMPANY.phone.replace(/[^\d+]/g, '')}`}>{COMPANY.phone}</Link>
        </Typography>
        <Typography>Hours: {COMPANY.hours} (Pacific Time)</Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.town}
        </Typography>
      </Section>
      <Section title="Order enquiries">
        <Paragraph>To help us find your order quickly, please include:</Paragraph>
        <BulletList
          items={[
            'Our order number, for example ORD-0042.',
            'Your purchase order number, if you gave one at checkout.',
            'Your company name and the e-mail address on your account.',
            'The product codes and quantities you are asking about.',
          ]}
        />
      </Section>
      <Section title="Returns">
        <Paragraph>
          To return an item, e-mail <SupportEmail subject="Return request" /> with your order number and the reason
          for the return. We will send a return authorisation and instructions. For faulty products, see our{' '}
          <Link component={RouterLink} to="/warranty">warranty terms</Link>.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
