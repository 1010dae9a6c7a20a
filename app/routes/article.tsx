import { data } from "react-router";
import { loadArticle } from "~/features/articles/article-loader.server";
import { ArticleView } from "~/features/articles/article-view";
import { articleJsonLd } from "~/features/articles/article-json-ld";
import { pageMeta } from "~/lib/page-meta";
import { sitePage } from "~/site-pages";
import type { Route } from "./+types/article";

// Build time only: each article path reads content/{path}.mdx.
export async function loader({ request }: Route.LoaderArgs) {
  const pagePath = new URL(request.url).pathname.replace(/\/+$/, "").replace(/\.data$/, "");
  const canonical = sitePage(pagePath)?.path ?? pagePath;
  try {
    return { article: await loadArticle(canonical) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw data("No article at this path", { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const page = sitePage(location.pathname);
  const article = loaderData?.article;
  const canonicalPath = page?.path ?? location.pathname;
  return pageMeta({
    title: page?.title ?? article?.frontmatter.title ?? "Article",
    description: page?.description ?? article?.frontmatter.description ?? "",
    canonicalPath,
    jsonLd: article ? articleJsonLd(article.frontmatter, canonicalPath) : undefined,
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
