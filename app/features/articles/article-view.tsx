import { isPlainClick } from "~/lib/plain-click";
import { type MouseEvent, useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";
import type { Article } from "./article-types";
import { AgeVerificationStats, UsStateAgeVerificationTable } from "./islands/age-verification";
import { LaplaceDemo } from "./islands/laplace-demo";
import { QuantumReadinessChecklist } from "./islands/quantum-checklist";

/** Long pages get a table of contents (the threshold: long enough to need one). */
const TOC_MIN_WORDS = 1200;

function sourceDate(source: { date?: string; accessed?: string }) {
  return source.date ? formatDate(source.date) : `accessed ${formatDate(source.accessed)}`;
}

/** An article: its header, table of contents, text with islands, related pages, further reading and sources. */
export function ArticleView({ article }: { article: Article }) {
  const navigate = useNavigate();
  const { frontmatter } = article;

  // The text is prerendered HTML: send its internal links through the router, not a reload.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const anchor = (event.target as HTMLElement).closest("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href || !href.startsWith("/") || href.startsWith("//") || anchor.target || anchor.hasAttribute("download")) return;
      if (event.defaultPrevented || !isPlainClick(event)) return;
      // Files (data downloads, feeds) are not pages: let the browser fetch them.
      if (/^\/(data\/|feeds?\b)|\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? "")) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );

  return (
    <article className="article prose-page">
      <header>
        <h1>{frontmatter.title}</h1>
        <p className="lead">{frontmatter.description}</p>
        <p className="text-sm text-muted">
          Published <time dateTime={frontmatter.published}>{formatDate(frontmatter.published)}</time>
          {frontmatter.updated !== frontmatter.published ? (
            <>
              {" "}
              · updated <time dateTime={frontmatter.updated}>{formatDate(frontmatter.updated)}</time>
            </>
          ) : null}{" "}
          · {Math.max(1, Math.round(article.words / 220))} min read · <a href="#sources">{frontmatter.sources.length} sources</a>
        </p>
      </header>
      {article.words >= TOC_MIN_WORDS && article.toc.length > 2 ? (
        <nav aria-label="Table of contents" className="toc card">
          <h2 className="toc-title">On this page</h2>
          <ol>
            {article.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* Only intercepts clicks on links, which keep their own keyboard behaviour. */}
      <div className="article-body" onClick={onClick}>
        {article.segments.map((segment, index) => {
          if (segment.kind === "html") return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          switch (segment.name) {
            case "LaplaceDemo":
              return <LaplaceDemo key={index} />;
            case "QuantumReadinessChecklist":
              return article.islands.checklist ? <QuantumReadinessChecklist key={index} questions={article.islands.checklist} /> : null;
            case "AgeVerificationStats":
              return article.islands.ageVerification ? <AgeVerificationStats key={index} summary={article.islands.ageVerification} /> : null;
            case "UsStateAgeVerificationTable":
              return article.islands.ageVerification ? <UsStateAgeVerificationTable key={index} summary={article.islands.ageVerification} /> : null;
          }
        })}
      </div>
      <footer className="article-footer">
        <section aria-labelledby="related">
          <h2 id="related">Related pages</h2>
          <ul>
            {frontmatter.related.map((path) => (
              <li key={path}>
                <Link to={path}>{article.relatedTitles[path] ?? path}</Link>
              </li>
            ))}
          </ul>
        </section>
        {frontmatter.further_reading && frontmatter.further_reading.length > 0 ? (
          <section aria-labelledby="further-reading">
            <h2 id="further-reading">Further reading</h2>
            <SourceList sources={frontmatter.further_reading} />
          </section>
        ) : null}
        <section aria-labelledby="sources">
          <h2 id="sources">Sources</h2>
          <SourceList sources={frontmatter.sources} ordered className="sources-list" note={sourceDate} />
        </section>
        <p className="legal-note">
          Information, not legal advice. Found a mistake? See <Link to="/evidence-policy">how we correct errors</Link>.
        </p>
      </footer>
    </article>
  );
}
