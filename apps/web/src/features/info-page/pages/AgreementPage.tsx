import { InfoSheet } from '../components/InfoSheet';

/** /agreement: the user registration agreement, open to visitors (the register form links here). */
export default function AgreementPage() {
  return <InfoSheet code="agreement" />;
}
