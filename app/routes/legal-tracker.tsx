import { CatalogPageView } from "~/components/catalog-page-view";
import { pageMeta } from "~/lib/page-meta";
import { sitePage } from "~/site-pages";

const page = sitePage("/legal-tracker")!;

export function meta() {
  return pageMeta({ title: page.title, description: page.description, canonicalPath: page.path });
}

export default function LegalTracker() {
  return <CatalogPageView page={page} />;
}
