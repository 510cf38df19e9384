import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

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
            <Typography variant="body2" color="textSecondary">{catalog.description}</Typography>
          </Box>
        ))}
      </Section>
      <Section title="Request printed copies">
        <Paragraph>
          E-mail <SupportEmail subject="Catalog request" /> with the catalogues you want, how many copies, and your
          shipping address. Printed copies are free for trade accounts, and dealers can order counter quantities.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
