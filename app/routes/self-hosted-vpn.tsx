import { CatalogPageView } from "~/components/catalog-page-view";
import { pageMeta } from "~/lib/page-meta";
import { sitePage } from "~/site-pages";

// Four paths show this page; all carry rel=canonical to /self-hosted-vpn.
const page = sitePage("/self-hosted-vpn")!;

export function meta() {
  return pageMeta({ title: page.title, description: page.description, canonicalPath: page.path });
}

export default function SelfHostedVpn() {
  return <CatalogPageView page={page} />;
}
