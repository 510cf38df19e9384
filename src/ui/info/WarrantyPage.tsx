import { BulletList, InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

export function WarrantyPage() {
  return (
    <InfoPage
      title="Warranty"
      intro="We build our fixtures to last outdoors. Every product carries a limited warranty against defects in materials and workmanship from the date of purchase."
    >
      <Section title="Warranty periods">
        <BulletList
          items={[
            'Solid brass and copper fixtures: 10 years.',
            'Transformers: 10 years.',
            'Aluminium fixtures: 5 years.',
            'LED drivers and integrated LED modules: 3 years.',
          ]}
        />
        <Paragraph>During the warranty period we will repair or replace a defective product at our choice.</Paragraph>
      </Section>
      <Section title="What is not covered">
        <BulletList
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
        <Paragraph>
          E-mail <SupportEmail subject="Warranty claim" /> with your order number (for example ORD-0042), the
          product and quantity, a short description of the fault and a photo. We will reply within two business days
          with a return authorisation or a replacement. Please do not send products back without a return
          authorisation.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
