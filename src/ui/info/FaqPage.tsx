import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

/** The deployment's shipping setting decides the answer: no promise of a charge that is not made, nor of one that is. */
function ShippingAnswer() {
  return useServices().info.shipping === 'spec'
    ? 'Shipping is 5% of the order value, with a minimum of $10. Orders of $2,500 or more ship free. Local dealers can collect orders from our Santa Rosa store at no charge.'
    : 'No shipping is charged at checkout: the total you pay is the total of your order. Local dealers can also collect orders from our Santa Rosa store.';
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
        a: 'Yes. When a line comes to a whole number of cases of a product sold by the case (ordered as cases, or as the same number of single units), you get 5% off the price of every unit on it.' },
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
        a: <ShippingAnswer /> },
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
        <Paragraph>
          E-mail <SupportEmail /> or{' '}
          <Link component={RouterLink} to="/contact">see all the ways to contact us</Link>.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
