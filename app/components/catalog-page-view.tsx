import type { SitePage } from "~/site-pages";
import { InProgressNotice } from "./ui/in-progress-notice";

/** A page's heading, purpose and, while it is being written, the honest notice. */
export function CatalogPageView({ page }: { page: SitePage }) {
  return (
    <article className="prose-page">
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      <p>{page.purpose}</p>
      {page.inProgress ? <InProgressNotice /> : null}
    </article>
  );
}
