// `npm run content:check`: validates every article in content/; exits 1 naming file and reason.
import path from "node:path";
import { articlePaths } from "../app/features/articles/article-source.server";
import { prerenderPaths } from "../app/prerender-paths";
import routes from "../app/routes";
import { SELF_HOSTED_VPN_PATHS } from "../app/site-pages";
import { checkContent } from "./lib/content-check";

const contentDir = path.resolve(import.meta.dirname, "..", "content");
// Every route served by the article module must have its file (the self-hosted aliases share one).
// /business-solutions has its own module (the plan cards) around the same article file.
const articleRoutes = [...routes.filter((entry) => entry.file === "routes/article.tsx" && entry.path).map((entry) => `/${entry.path}`), "/business-solutions"];
const aliases: readonly string[] = SELF_HOSTED_VPN_PATHS.slice(1);
const expected = articleRoutes.filter((route) => !aliases.includes(route));
const problems = await checkContent(contentDir, new Set(prerenderPaths()), expected);

if (problems.length > 0) {
  console.error(`content:check found ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) console.error(`  ${problem.file}: ${problem.reason}`);
  process.exit(1);
}
console.log(`content:check passed: ${articlePaths(contentDir).length} articles.`);
