import { COMPANY } from '../shell/company';
import { BulletList, InfoPage, LocationList, Paragraph, Section, SupportEmail, type BusinessLocation } from './InfoPage';

const CONTRACTOR_PARTNERS: readonly BusinessLocation[] = [
  { name: 'Redwood Nightscapes', address: 'Petaluma, CA (Sonoma and Marin counties)', phone: '(707) 555-0133',
    hours: 'Monday-Friday 8am-5pm', note: 'Residential and estate lighting.' },
  { name: 'Golden Gate Outdoor Lighting', address: 'San Rafael, CA (Bay Area)', phone: '(415) 555-0150',
    hours: 'Monday-Saturday 8am-6pm', note: 'Design, installation and maintenance plans.' },
  { name: 'Monterey Bay Landscape Electric', address: 'Salinas, CA (Monterey and Santa Cruz counties)',
    phone: '(831) 555-0108', hours: 'Monday-Friday 7am-4pm', note: 'Commercial and hospitality sites.' },
  { name: 'Foothill Light Works', address: 'Auburn, CA (Placer and El Dorado counties)', phone: '(530) 555-0191',
    hours: 'Monday-Friday 8am-4:30pm', note: 'Retrofits and LED upgrades.' },
];

export function FindContractorPage() {
  return (
    <InfoPage
      title="Find a Contractor"
      intro="Homeowners and property managers often ask us who can design and install a lighting system. We refer them to contractors in our certified installer programme."
    >
      <Section title="Get a referral">
        <Paragraph>
          Send your ZIP code, the type of property and a rough idea of the project to{' '}
          <SupportEmail subject="Contractor referral" /> or call {COMPANY.phone} ({COMPANY.hours}). We will pass
          on the details of up to three certified installers who work in your area.
        </Paragraph>
      </Section>
      <Section title="Certified installer programme">
        <Paragraph>
          Certified installers have completed our one-day training on low-voltage design, transformer sizing,
          voltage drop and waterproof connections, and hold a current contractor licence and liability insurance.
          Systems installed by a certified installer are registered with us, which makes warranty claims simpler.
        </Paragraph>
        <Paragraph>
          Are you a contractor? Ask about the next training day at <SupportEmail subject="Installer training" />.
        </Paragraph>
      </Section>
      <Section title="Certified installers near you"><LocationList locations={CONTRACTOR_PARTNERS} /></Section>
      <Section title="What to ask a contractor">
        <BulletList
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
