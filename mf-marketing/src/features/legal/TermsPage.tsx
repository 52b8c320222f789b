import { Link } from 'react-router-dom';
import { LegalPage } from './LegalPage';

/** Also the page's meta description in its server-rendered HTML. */
export const TERMS_DESCRIPTION =
  'The terms for using Krishika, the AI-assisted B2B trade platform: accounts, verification, acceptable use, the AI assistant, plans and liability.';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="21 November 2026" description={TERMS_DESCRIPTION}>
      <p>
        These terms govern your use of Krishika, the AI-assisted business-to-business trade platform (the
        “Service”). By creating an account or using the Service you agree to them on behalf of yourself and
        the business you represent. If you do not agree, do not use the Service.
      </p>

      <h2>1. Who may use Krishika</h2>
      <p>
        Krishika is for businesses. You must be at least 18 years old and authorised to act for the business
        you register. Each account belongs to one business and is either a buyer account or a supplier
        account, chosen at registration.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give accurate, current information about yourself and your business, and keep it up to date.</li>
        <li>
          Keep your password private. You are responsible for everything done with your account; tell us at
          once if you believe it has been used without your permission.
        </li>
        <li>
          We may ask you to confirm your email address before you can sign in, and we may suspend an account
          that gives false information.
        </li>
      </ul>

      <h2>3. Supplier verification</h2>
      <p>
        New exporters are verified manually using the business details and the registration document they
        provide. Verification means we checked those documents when we received them; it is not a guarantee of
        a supplier’s products, performance or solvency. Buyers remain responsible for their own due diligence
        before they pay or ship.
      </p>

      <h2>4. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>
          list, offer or request goods that are illegal, counterfeit, sanctioned or otherwise prohibited;
        </li>
        <li>send spam, misleading offers or messages unrelated to trade;</li>
        <li>impersonate another person or business, or misrepresent certifications;</li>
        <li>
          scrape, overload or probe the Service, get around its rate limits or security, or access other
          users’ data;
        </li>
        <li>upload files that contain malware or content you have no right to share.</li>
      </ul>

      <h2>5. Trade between users</h2>
      <p>
        Krishika connects buyers and suppliers; it is not a party to the contracts they make. Prices,
        quantities, quality, payment, shipping, Incoterms, customs and insurance are agreed directly between
        buyer and supplier, who are each responsible for complying with the export, import and sanctions laws
        that apply to them.
      </p>

      <h2>6. The AI assistant</h2>
      <p>
        Krishika’s AI drafts replies, spoken replies and product matches from the information you and other
        users provide. AI output can be incomplete or wrong: review it before you send it, and do not rely on
        it as legal, financial, customs or compliance advice. You are responsible for the messages you send,
        whether or not the assistant drafted them.
      </p>

      <h2>7. Your content</h2>
      <p>
        You keep ownership of the catalogs, product listings, messages and documents you upload. You give
        Krishika a worldwide, non-exclusive licence to host, process and display that content only as needed
        to run the Service for you — for example to show your listings to buyers and to let the assistant
        answer inquiries about your products. You confirm you have the right to share it.
      </p>

      <h2>8. Plans and payment</h2>
      <p>
        Krishika offers a Free plan and paid Pro and Enterprise plans, billed monthly at the prices shown on
        the <Link to="/pricing">pricing</Link> section. Paid plans renew each month until cancelled; a
        cancellation takes effect at the end of the paid period. We will tell you at least 30 days before a
        price change applies to you.
      </p>

      <h2>9. Availability and changes</h2>
      <p>
        We work to keep Krishika available and secure, but the Service is provided “as is” and may be
        interrupted for maintenance or by events outside our control. We may change or discontinue features;
        we will give reasonable notice of changes that materially reduce what a paid plan includes.
      </p>

      <h2>10. Suspension and closing your account</h2>
      <p>
        You may stop using Krishika and ask us to close your account at any time. We may suspend or close an
        account that breaches these terms or puts other users at risk, and will tell you why unless the law or
        a security reason prevents it.
      </p>

      <h2>11. Liability</h2>
      <p>
        To the extent the law allows, Krishika is not liable for indirect or consequential losses, lost
        profits, or losses arising from trades between users, and our total liability for any claim is limited
        to the fees you paid us in the 12 months before it arose. Nothing in these terms limits liability that
        cannot be limited by law.
      </p>

      <h2>12. Privacy</h2>
      <p>
        How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>, which forms
        part of these terms.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms. The date at the top shows the latest version; if a change is material we
        will tell you by email or in the Service before it takes effect. Continuing to use Krishika after that
        means you accept the updated terms.
      </p>
    </LegalPage>
  );
}
