import { data, useLocation } from "react-router";
import { CatalogPageView } from "~/components/catalog-page-view";
import { pageMeta } from "~/lib/page-meta";
import { sitePage } from "~/site-pages";
import type { Route } from "./+types/catalog-page";

export function meta({ location }: Route.MetaArgs) {
  const page = sitePage(location.pathname);
  if (!page) throw data("Page not in the catalog", { status: 404 });
  return pageMeta({ title: page.title, description: page.description, canonicalPath: page.path });
}

export default function CatalogPage() {
  const page = sitePage(useLocation().pathname);
  if (!page) throw data("Page not in the catalog", { status: 404 });
  return <CatalogPageView page={page} />;
}
