import { Link } from "react-router";
import { blogPosts } from "~/features/articles/article-loader.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/blog";

export async function loader() {
  return { posts: await blogPosts() };
}

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/blog"));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="prose-page">
      <h1>Blog</h1>
      <p className="lead">Articles on privacy, VPN providers and the laws that shape online freedom, newest first. Every post lists its sources.</p>
      <ol className="blog-list">
        {loaderData.posts.map((post) => (
          <li key={post.path} className="card">
            <p className="text-sm text-muted">
              <time dateTime={post.published}>{formatDate(post.published)}</time> · {Math.max(1, Math.round(post.words / 220))} min read
            </p>
            <h2 className="text-xl">
              <Link to={post.path}>{post.title}</Link>
            </h2>
            <p>{post.description}</p>
            <p className="text-sm">
              <span className="sr-only">Topics: </span>
              {post.topics.map((topic) => (
                <span key={topic} className="badge me-1">
                  {topic}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
