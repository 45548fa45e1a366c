import { useSiteDetails } from '../api/settings';

interface PageMetaProps {
  /** The page's own title; the organisation's name is appended. */
  title: string;
  description: string;
}

/** The document title and meta description of a page (React hoists them into <head>). */
export function PageMeta({ title, description }: PageMetaProps) {
  const { organizationName } = useSiteDetails();
  return (
    <>
      <title>{`${title} | ${organizationName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
