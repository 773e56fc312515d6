import { InfoSheet } from '../components/InfoSheet';

/** /privacy: the privacy policy, open to visitors (the register form links here). */
export default function PrivacyPage() {
  return <InfoSheet code="privacy" />;
}
