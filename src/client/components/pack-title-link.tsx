import { Link } from 'react-router';
import { useLanguage } from '../lib/use-language';

/** A pack's title as the link to its sales page, in the page's language. */
export function PackTitleLink({
  pack,
  className,
}: {
  pack: { slug: string; title: string };
  className: string;
}) {
  const { localize } = useLanguage();
  return (
    <Link to={localize(`/pack/${pack.slug}`)} className={className}>
      {pack.title}
    </Link>
  );
}
