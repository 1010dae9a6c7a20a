// The directions imports keep (README "Layout"): a feature never imports another feature or a
// route; app/components and app/lib never import a feature or a route; server/ never imports app/.
// A small ESLint rule rather than a plugin: it resolves the project's own aliases (~, @data) and
// relative paths alike, so `../../tracker/x` is caught as surely as `~/features/tracker/x`.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** Where an import points inside the repository, or null for a package. */
function resolveImport(file, specifier) {
  if (specifier.startsWith("~/")) return path.join(root, "app", specifier.slice(2));
  if (specifier.startsWith("@data/")) return path.join(root, "data", specifier.slice("@data/".length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** The part of the code base a path belongs to: "feature:tracker", "routes", "components", "lib", "app", "server", … */
export function areaOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== "app") return parts[0] ?? "";
  if (parts[1] === "features" && parts.length > 3) return `feature:${parts[2]}`;
  if (parts[1] === "routes" || parts[1] === "components" || parts[1] === "lib") return parts[1];
  return "app";
}

/** Why an import from one area into another breaks a direction, or null when it keeps them. */
export function crossing(fromArea, toArea) {
  if (fromArea.startsWith("feature:")) {
    if (toArea.startsWith("feature:") && toArea !== fromArea)
      return "features never import each other: move what both need to app/components or app/lib, or compose them in a route";
    if (toArea === "routes") return "features never import routes";
  }
  if ((fromArea === "components" || fromArea === "lib") && (toArea.startsWith("feature:") || toArea === "routes"))
    return `app/${fromArea} never imports features or routes`;
  if (fromArea === "server" && (toArea === "app" || toArea === "routes" || toArea === "components" || toArea === "lib" || toArea.startsWith("feature:")))
    return "server/ never imports app/";
  return null;
}

export const importBoundaries = {
  meta: { type: "problem", schema: [], messages: { crossing: "{{from}} imports {{to}}: {{why}}." } },
  create(context) {
    const from = areaOf(context.filename);
    const check = (source) => {
      if (!source || typeof source.value !== "string") return;
      const target = resolveImport(context.filename, source.value);
      if (!target) return;
      const to = areaOf(target);
      const why = crossing(from, to);
      if (why)
        context.report({
          node: source,
          messageId: "crossing",
          data: { from: from.replace("feature:", "feature "), to: to.replace("feature:", "feature "), why },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => (node.source.type === "Literal" ? check(node.source) : undefined),
    };
  },
};
