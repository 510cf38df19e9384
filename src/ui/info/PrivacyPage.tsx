import { COMPANY } from '../shell/company';
import { BulletList, InfoPage, Paragraph, Section, SupportEmail } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`This notice explains what ${COMPANY.name} stores about you when you use this trade shop, and why.`}
    >
      <Section title="What we store">
        <BulletList
          items={[
            'Account details: your name, e-mail address and role.',
            'Company details: business name, address, phone number and the documents you send for a trade account.',
            'Orders: the products, prices, purchase order numbers, delivery addresses and payment method you choose.',
            'Your cart, which is kept in your browser’s local storage on your own device until you order or clear it.',
          ]}
        />
      </Section>
      <Section title="Signing in">
        <Paragraph>
          Sign-in is handled by a hosted identity service. We do not see or store your password; we receive only
          what we need to identify your account.
        </Paragraph>
      </Section>
      <Section title="How we use your data">
        <Paragraph>
          We use your information to run your account, process and deliver orders, and answer your questions. We do
          not sell your data, and we share it only with the services needed to take payment and ship orders.
        </Paragraph>
      </Section>
      <Section title="Your choices and contact">
        <Paragraph>
          To see, correct or delete the information we hold about you, e-mail <SupportEmail subject="Privacy request" />{' '}
          or write to us at {COMPANY.street}, {COMPANY.town}.
        </Paragraph>
      </Section>
    </InfoPage>
  );
}
