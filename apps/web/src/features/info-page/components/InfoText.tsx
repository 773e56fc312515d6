import { RichText } from '../../../components/RichText';

/** Content-page text in the editor's safe format (paragraphs, "## " headings, "- " lists, links), never HTML. */
export function InfoText({ body }: { body: string }) {
  return <RichText body={body} className="chef-info-text" />;
}
