import { LegalPage } from './LegalPage';

export function AboutPage() {
  return (
    <LegalPage title="About Krishika">
      <p>
        Krishika is an AI-assisted global B2B trade platform. Verified suppliers — exporters of spices, grain,
        cotton and much more — and buyers worldwide find each other, post and answer inquiries, and get help
        from Krishika, a multilingual AI co-pilot.
      </p>
      <p>
        Our mission is to democratize global trade by connecting buyers and suppliers through AI that
        understands trade nuances.
      </p>
    </LegalPage>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        By creating an account you agree to use Krishika for lawful business-to-business trade, to keep your
        company information accurate, and to keep your sign-in credentials private.
      </p>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Krishika stores the account and company details you give us to run the marketplace and the AI
        assistant. We never sell your data, and you can ask us to export or delete it at any time.
      </p>
    </LegalPage>
  );
}
