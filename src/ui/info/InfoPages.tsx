import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';
import { COMPANY } from '../shell/company';

interface InfoPageProps {
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}

function InfoPage({ title, intro, children }: InfoPageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{intro}</Typography>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>{title}</Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

function P({ children }: { readonly children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}

function List({ items }: { readonly items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
      {items.map((item, i) => (
        <Typography component="li" variant="body1" key={i}>{item}</Typography>
      ))}
    </Box>
  );
}

function SupportEmail({ subject }: { readonly subject?: string }) {
  const { info } = useServices();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <Link href={`mailto:${info.supportEmail}${query}`}>{info.supportEmail}</Link>;
}

interface Location {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly hours: string;
  readonly note: string;
}

function LocationList({ locations }: { readonly locations: readonly Location[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {locations.map((loc) => (
        <Box key={loc.name} sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 1.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>{loc.name}</Typography>
          <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
            {loc.address}
            <br />
            {loc.phone}
          </Typography>
          <Typography variant="body2">Hours: {loc.hours}</Typography>
          <Typography variant="body2" color="text.secondary">{loc.note}</Typography>
        </Box>
      ))}
    </Box>
  );
}

const SHOWROOMS: readonly Location[] = [
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

const CONTRACTOR_PARTNERS: readonly Location[] = [
  { name: 'Redwood Nightscapes', address: 'Petaluma, CA (Sonoma and Marin counties)', phone: '(707) 555-0133',
    hours: 'Monday-Friday 8am-5pm', note: 'Residential and estate lighting.' },
  { name: 'Golden Gate Outdoor Lighting', address: 'San Rafael, CA (Bay Area)', phone: '(415) 555-0150',
    hours: 'Monday-Saturday 8am-6pm', note: 'Design, installation and maintenance plans.' },
  { name: 'Monterey Bay Landscape Electric', address: 'Salinas, CA (Monterey and Santa Cruz counties)',
    phone: '(831) 555-0108', hours: 'Monday-Friday 7am-4pm', note: 'Commercial and hospitality sites.' },
  { name: 'Foothill Light Works', address: 'Auburn, CA (Placer and El Dorado counties)', phone: '(530) 555-0191',
    hours: 'Monday-Friday 8am-4:30pm', note: 'Retrofits and LED upgrades.' },
];

export function DealerLocatorPage() {
  return (
    <InfoPage
      title="Dealer Locator"
      intro="Lumen Trade Lighting fixtures are sold through independent landscape supply dealers and distributors across the West Coast. Here is how to find stock near you."
    >
      <Section title="Find your nearest dealer">
        <P>
          E-mail <SupportEmail subject="Dealer near ZIP code" /> or call {COMPANY.phone} with your ZIP code and
          the products you need. We will reply within one business day with the closest stocking dealer and
          whether they have your items on the shelf.
        </P>
      </Section>
      <Section title="Regional showrooms and dealers">
        <LocationList locations={SHOWROOMS} />
        <Typography variant="body2" color="text.secondary">
          Please call ahead before collecting: stock levels vary by location.
        </Typography>
      </Section>
      <Section title="Selling our products">
        <P>
          Want your business listed here?{' '}
          <Link component={RouterLink} to="/become-dealer">Read about becoming a dealer</Link>.
        </P>
      </Section>
    </InfoPage>
  );
}

export function FindContractorPage() {
  return (
    <InfoPage
      title="Find a Contractor"
      intro="Homeowners and property managers often ask us who can design and install a lighting system. We refer them to contractors in our certified installer programme."
    >
      <Section title="Get a referral">
        <P>
          Send your ZIP code, the type of property and a rough idea of the project to{' '}
          <SupportEmail subject="Contractor referral" /> or call {COMPANY.phone} ({COMPANY.hours}). We will pass
          on the details of up to three certified installers who work in your area.
        </P>
      </Section>
      <Section title="Certified installer programme">
        <P>
          Certified installers have completed our one-day training on low-voltage design, transformer sizing,
          voltage drop and waterproof connections, and hold a current contractor licence and liability insurance.
          Systems installed by a certified installer are registered with us, which makes warranty claims simpler.
        </P>
        <P>
          Are you a contractor? Ask about the next training day at <SupportEmail subject="Installer training" />.
        </P>
      </Section>
      <Section title="Certified installers near you"><LocationList locations={CONTRACTOR_PARTNERS} /></Section>
      <Section title="What to ask a contractor">
        <List
          items={[
            'Are you licensed and insured for low-voltage outdoor lighting work?',
            'Will you provide a lighting design or a night-time demonstration before installation?',
            'Which transformer will you use, and how did you size it for the number of fixtures and cable runs?',
            'How do you check voltage at the fixtures so the far lights are not dimmer?',
            'What warranty do you give on labour, and do you offer maintenance visits?',
          ]}
        />
      </Section>
    </InfoPage>
  );
}

export function BecomeDealerPage() {
  return (
    <InfoPage
      title="Become a Dealer"
      intro="We work with landscape supply stores, electrical wholesalers and distributors who sell to professional installers. A trade account gives you access to dealer pricing and ordering online."
    >
      <Section title="Benefits">
        <List
          items={[
            'Trade pricing set by your account role: contractor, dealer or distributor.',
            'Credit accounts for approved businesses, so you can order now and pay on terms.',
            'Case discounts: 5% off every unit when you order by the full case.',
            'Free shipping on orders of $2,500 or more, and collection from our Santa Rosa store for local dealers.',
            'Marketing support: printed catalogues, display samples, product photography and co-op advertising.',
          ]}
        />
      </Section>
      <Section title="Requirements">
        <List
          items={[
            'A valid business licence for your state or city.',
            'A federal Employer Identification Number (EIN).',
            'A resale certificate (seller’s permit) so we can sell to you tax-exempt.',
            'A trading address where you sell to installers or the trade.',
          ]}
        />
      </Section>
      <Section title="How to apply">
        <P>
          Register for a trade account and tell us about your business. Our team checks the details and approves
          the account, usually within two business days. You can send documents to{' '}
          <SupportEmail subject="Dealer application" />.
        </P>
        <Box>
          <Button variant="contained" component={RouterLink} to="/register">Register for a trade account</Button>
        </Box>
      </Section>
    </InfoPage>
  );
}

interface Faq {
  readonly q: string;
  readonly a: ReactNode;
}

const FAQ_GROUPS: readonly { readonly title: string; readonly items: readonly Faq[] }[] = [
  {
    title: 'Accounts and pricing',
    items: [
      { q: 'How do I get a trade account?',
        a: 'Register with your business details. An administrator reviews every application and approves the account, usually within two business days. You will be able to see prices and order as soon as it is approved.' },
      { q: 'Why are prices hidden until I sign in?',
        a: 'We sell to the trade only, and each account has a role (such as contractor, dealer or distributor) with its own price list. Once you sign in, every price you see is the price for your role.' },
    ],
  },
  {
    title: 'Ordering',
    items: [
      { q: 'Is there a discount for ordering by the case?',
        a: 'Yes. When you order a product by the case instead of singly, you get 5% off the price of every unit in the case.' },
      { q: 'Why do some products come in pairs?',
        a: 'Some fixtures are made to be installed together and are sold in pairs of 2 units. The price shown is per unit, so ordering a quantity of 1 ships a pair and is charged as 2 units.' },
      { q: 'Can I add my purchase order number?',
        a: 'Yes. Enter your purchase order number at checkout. It is printed on the order confirmation and invoice, so quote it along with our order number (for example ORD-0042) when you contact us.' },
    ],
  },
  {
    title: 'Shipping and payment',
    items: [
      { q: 'How much is shipping?',
        a: 'Shipping is 5% of the order value, with a minimum of $10. Orders of $2,500 or more ship free. Local dealers can collect orders from our Santa Rosa store at no charge.' },
      { q: 'How can I pay?',
        a: 'Approved accounts can pay on account credit. You can also pay by credit or debit card, or with PayPal.' },
    ],
  },
  {
    title: 'Products',
    items: [
      { q: 'What do I need to know about 12V low-voltage lighting?',
        a: 'Our fixtures run at 12V from a transformer plugged into a standard outdoor outlet. Add up the wattage of all fixtures and choose a transformer rated at least 20% higher. On long cable runs, use heavier cable or a multi-tap transformer so fixtures at the end are not dim. Low voltage is safer to install, but follow local electrical codes.' },
    ],
  },
];

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro="Answers to the questions trade customers ask us most. Can't find what you need? Contact our support team."
    >
      {FAQ_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <Box>
            {group.items.map((item) => (
              <Accordion key={item.q} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>{item.q}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography>{item.a}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Section>
      ))}
      <Section title="Still have a question?">
        <P>
          E-mail <SupportEmail /> or{' '}
          <Link component={RouterLink} to="/contact">see all the ways to contact us</Link>.
        </P>
      </Section>
    </InfoPage>
  );
}

const CATALOGS: readonly { readonly title: string; readonly description: string }[] = [
  { title: '2026 Product Catalog',
    description: 'Every fixture, transformer and accessory in the range, with finishes, lamp options, dimensions and case quantities.' },
  { title: 'Price Guide for Trade',
    description: 'Trade price list by account role, including case pricing. Sent to approved trade accounts only.' },
  { title: 'Installation Guide',
    description: 'Step-by-step installation for path, spot, well and wall lights, cable connections and mounting in different soils.' },
  { title: 'Transformer Sizing Guide',
    description: 'How to calculate total load, allow for voltage drop on long runs, and choose the right transformer and cable gauge.' },
];

export function CatalogsPage() {
  return (
    <InfoPage
      title="Catalogs"
      intro="Our printed catalogues and guides help you plan projects and present options to your customers."
    >
      <Section title="Available catalogues">
        {CATALOGS.map((catalog) => (
          <Box key={catalog.title}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>{catalog.title}</Typography>
            <Typography variant="body2" color="text.secondary">{catalog.description}</Typography>
          </Box>
        ))}
      </Section>
      <Section title="Request printed copies">
        <P>
          E-mail <SupportEmail subject="Catalog request" /> with the catalogues you want, how many copies, and your
          shipping address. Printed copies are free for trade accounts, and dealers can order counter quantities.
        </P>
      </Section>
    </InfoPage>
  );
}

export function WarrantyPage() {
  return (
    <InfoPage
      title="Warranty"
      intro="We build our fixtures to last outdoors. Every product carries a limited warranty against defects in materials and workmanship from the date of purchase."
    >
      <Section title="Warranty periods">
        <List
          items={[
            'Solid brass and copper fixtures: 10 years.',
            'Transformers: 10 years.',
            'Aluminium fixtures: 5 years.',
            'LED drivers and integrated LED modules: 3 years.',
          ]}
        />
        <P>During the warranty period we will repair or replace a defective product at our choice.</P>
      </Section>
      <Section title="What is not covered">
        <List
          items={[
            'Damage caused by improper installation or installation against our instructions or local codes.',
            'Fixtures powered by transformers that are not approved by Lumen Trade Lighting.',
            'Physical damage, such as from lawn mowers, vehicles or accidents.',
            'Natural weathering of finishes, such as the patina that forms on brass and copper.',
            'Labour costs for removal or reinstallation.',
          ]}
        />
      </Section>
      <Section title="Making a claim">
        <P>
          E-mail <SupportEmail subject="Warranty claim" /> with your order number (for example ORD-0042), the
          product and quantity, a short description of the fault and a photo. We will reply within two business days
          with a return authorisation or a replacement. Please do not send products back without a return
          authorisation.
        </P>
      </Section>
    </InfoPage>
  );
}

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
        <P>To help us find your order quickly, please include:</P>
        <List
          items={[
            'Our order number, for example ORD-0042.',
            'Your purchase order number, if you gave one at checkout.',
            'Your company name and the e-mail address on your account.',
            'The product codes and quantities you are asking about.',
          ]}
        />
      </Section>
      <Section title="Returns">
        <P>
          To return an item, e-mail <SupportEmail subject="Return request" /> with your order number and the reason
          for the return. We will send a return authorisation and instructions. For faulty products, see our{' '}
          <Link component={RouterLink} to="/warranty">warranty terms</Link>.
        </P>
      </Section>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`This notice explains what ${COMPANY.name} stores about you when you use this trade shop, and why.`}
    >
      <Section title="What we store">
        <List
          items={[
            'Account details: your name, e-mail address and role.',
            'Company details: business name, address, phone number and the documents you send for a trade account.',
            'Orders: the products, prices, purchase order numbers, delivery addresses and payment method you choose.',
            'Your cart, which is kept in your browser’s local storage on your own device until you order or clear it.',
          ]}
        />
      </Section>
      <Section title="Signing in">
        <P>
          Sign-in is handled by a hosted identity service. We do not see or store your password; we receive only
          what we need to identify your account.
        </P>
      </Section>
      <Section title="How we use your data">
        <P>
          We use your information to run your account, process and deliver orders, and answer your questions. We do
          not sell your data, and we share it only with the services needed to take payment and ship orders.
        </P>
      </Section>
      <Section title="Your choices and contact">
        <P>
          To see, correct or delete the information we hold about you, e-mail <SupportEmail subject="Privacy request" />{' '}
          or write to us at {COMPANY.street}, {COMPANY.town}.
        </P>
      </Section>
    </InfoPage>
  );
}
