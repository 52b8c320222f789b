import { Link } from 'react-router-dom';
import { LegalPage } from './LegalPage';

/** Also the page's meta description in its server-rendered HTML. */
export const PRIVACY_DESCRIPTION =
  'What personal data Krishika collects, why, who processes it, how long we keep it, and your rights over it.';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="21 November 2026" description={PRIVACY_DESCRIPTION}>
      <p>
        This policy explains what personal data Krishika collects when you use the platform, why we collect
        it, and the choices and rights you have. We collect only what we need to run a trustworthy B2B
        marketplace and its AI assistant, and we never sell personal data.
      </p>

      <h2>1. What we collect</h2>
      <h3>Account and business details</h3>
      <p>
        When you register: your email address, a password (stored only as a salted hash), your full name,
        account type (buyer or supplier), company name, country, WhatsApp number, business address, optional
        website, the product categories you trade in, and your business registration document.
      </p>
      <h3>What you create on Krishika</h3>
      <p>
        Product listings and catalogs, inquiries and requests for quotation, messages between buyers and
        suppliers, saved suppliers, and your conversations with the AI assistant (the inquiry, the reply, the
        product and the time).
      </p>
      <h3>Newsletter and contact forms</h3>
      <p>
        The email address you subscribe with, and the name, email, company and message you send through a
        contact form.
      </p>
      <h3>Technical data</h3>
      <p>
        Your signed-in session is kept in your browser’s storage (local storage if you choose “Remember me”,
        otherwise session storage, which ends with the tab). Our servers record IP addresses and request times
        to enforce rate limits and protect the Service. We use no advertising trackers.
      </p>

      <h2>2. Why we use it</h2>
      <ul>
        <li>to create and secure your account and keep you signed in (performing our contract with you);</li>
        <li>to verify new exporters and keep the marketplace trustworthy (legitimate interest);</li>
        <li>
          to show your listings to buyers, deliver your inquiries and messages, and let the AI assistant
          answer and match them (performing our contract);
        </li>
        <li>to send the newsletter you asked for (consent, which you can withdraw at any time);</li>
        <li>to answer messages you send us, and to prevent abuse and fraud (legitimate interest);</li>
        <li>to meet legal obligations, such as tax and record-keeping rules.</li>
      </ul>

      <h2>3. Who can see it</h2>
      <p>
        Other users see what you publish: your business name, country, listings, and the messages you send
        them. Your registration document, password and private settings are never shown to other users. Our
        hosting, database and email providers process data on our behalf under contracts that require them to
        protect it. We disclose data to authorities only when the law requires it.
      </p>

      <h2>4. International transfers</h2>
      <p>
        Krishika serves businesses worldwide, so your data may be processed outside your country. Where the
        law requires it, we protect such transfers with appropriate safeguards such as standard contractual
        clauses.
      </p>

      <h2>5. How long we keep it</h2>
      <ul>
        <li>
          account, business and listing data: while your account is open, and deleted within 90 days of
          closing it;
        </li>
        <li>messages and AI assistant logs: while your account is open, unless you delete them sooner;</li>
        <li>newsletter address: until you unsubscribe;</li>
        <li>security logs: up to 12 months;</li>
        <li>billing records: as long as tax law requires.</li>
      </ul>

      <h2>6. Security</h2>
      <p>
        Data travels over encrypted connections, passwords are hashed, access to each user’s data is limited
        to that user by the database itself, uploads are checked before they are stored, and requests are
        rate-limited.
      </p>

      <h2>7. Your rights</h2>
      <p>
        Depending on where you live, you may ask to access, correct, export or delete your personal data,
        object to or restrict its use, and withdraw consent at any time. You can update most details in your
        account settings and unsubscribe from the newsletter from any issue. You may also complain to your
        data protection authority.
      </p>

      <h2>8. Children</h2>
      <p>Krishika is a service for businesses and is not meant for anyone under 18.</p>

      <h2>9. Changes and contact</h2>
      <p>
        We will post any change to this policy here with a new date, and tell you in advance of material
        changes. For any privacy question or request, write to us through the contact form in the{' '}
        <Link to="/pricing">pricing</Link> section (Contact Sales) — we answer within 30 days. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
