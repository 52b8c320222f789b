import { Link } from 'react-router-dom';
import { LegalPage } from './LegalPage';

/** Also the page's meta description in its server-rendered HTML. */
export const ABOUT_DESCRIPTION =
  'Krishika is an AI-assisted global B2B trade platform connecting verified suppliers and buyers, with a 24x7 multilingual AI co-pilot.';

export default function AboutPage() {
  return (
    <LegalPage title="About Krishika" description={ABOUT_DESCRIPTION}>
      <p>
        Krishika is an AI-assisted global B2B trade platform. Verified suppliers — exporters of spices, grain,
        cotton and much more — and buyers worldwide find each other, post and answer inquiries, and get help
        from Krishika, a multilingual AI co-pilot that works 24x7.
      </p>

      <h2>Our mission</h2>
      <p>
        To democratize global trade by connecting buyers and suppliers through AI that understands trade
        nuances: quantities and units, certifications, Incoterms, payment terms and lead times.
      </p>

      <h2>The problem we solve</h2>
      <p>
        Small and mid-sized exporters make great products but lose buyers to slow replies, language barriers
        and a lack of trust between strangers across borders. Buyers, in turn, spend weeks finding suppliers
        they can rely on and chasing answers to simple questions. Krishika shortens that loop from days to
        seconds.
      </p>

      <h2>What Krishika does</h2>
      <ul>
        <li>
          <strong>Verified matching.</strong> New exporters are verified manually before they trade, and
          buyers are matched with suppliers that fit what they are looking for.
        </li>
        <li>
          <strong>An AI reply assistant.</strong> Krishika drafts answers to buyer inquiries in several
          languages, generates spoken replies, and matches inquiries to the right products.
        </li>
        <li>
          <strong>Live catalogs.</strong> Suppliers upload their product catalogs as PDFs; buyers search them
          from anywhere.
        </li>
        <li>
          <strong>One place for every conversation.</strong> Requests for quotation, WhatsApp and email
          messages, and dashboard insights, side by side.
        </li>
      </ul>

      <h2>Who it is for</h2>
      <p>
        <strong>Suppliers</strong> get verified buyer leads, AI replies, a listing in the global catalog,
        messaging sync and analytics. <strong>Buyers</strong> get verified suppliers with their
        certifications, smart quote suggestions, region-based filtering, AI product matching and reply
        tracking.
      </p>

      <h2>Pricing</h2>
      <p>
        Krishika is free to start, with Pro and Enterprise plans for growing businesses.{' '}
        <Link to="/pricing">Compare the plans</Link>.
      </p>

      <h2>Get started</h2>
      <p>
        <Link to="/register">Create your buyer or supplier account</Link>, or{' '}
        <Link to="/catalog">find suppliers</Link> in the catalog right away.
      </p>
    </LegalPage>
  );
}
