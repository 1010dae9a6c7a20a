import { NotFoundView } from "~/components/not-found-view";
import { pageMeta } from "~/lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Page not found",
    description: "The page you asked for does not exist on Privacy Atlas.",
    canonicalPath: "/404",
    noindex: true,
  });
}

export default NotFoundView;
