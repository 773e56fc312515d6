import { InfoDocument } from '../components/InfoDocument';

/** About Chef Robot: a content page staff can edit, in the UI's language. */
export default function AboutUsPage() {
  return <InfoDocument code="about" />;
}
