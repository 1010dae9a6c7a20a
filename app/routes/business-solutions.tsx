import { articleJsonLd } from "~/features/articles/article-json-ld";
import { loadArticle } from "~/features/articles/article-loader.server";
import { ArticleView } from "~/features/articles/article-view";
import { PlanCards } from "~/features/plans/plan-cards";
import { SubscriptionProvider } from "~/features/plans/subscription";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/business-solutions";

export async function loader() {
  return { article: await loadArticle("/business-solutions") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    ...sitePageMeta("/business-solutions"),
    jsonLd: loaderData ? articleJsonLd(loaderData.article.frontmatter, "/business-solutions") : undefined,
  });
}

export default function BusinessSolutions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ArticleView article={loaderData.article} />
      <div className="prose-page mt-10">
        <SubscriptionProvider>
          <PlanCards />
        </SubscriptionProvider>
      </div>
    </>
  );
}
