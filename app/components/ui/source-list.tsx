import type { ReactNode } from "react";

type Source = { url: string; title: string };

/**
 * A list of cited sources, each a link, with an optional note after it in brackets (its date,
 * what it supports). Articles, VPN reviews and country briefs all cite this way.
 */
export function SourceList<S extends Source>({
  sources,
  ordered = false,
  className,
  newTab = false,
  note,
  noteClassName = "text-muted",
}: {
  sources: readonly S[];
  /** A numbered list, for the sources a page cites; further reading stays unnumbered. */
  ordered?: boolean;
  className?: string;
  /** Open each source in a new tab, as the tracker's briefs do so the map keeps its state. */
  newTab?: boolean;
  /** What goes in the brackets after a source; none when absent. */
  note?: (source: S) => ReactNode;
  noteClassName?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {sources.map((source) => (
        <li key={source.url}>
          {/* A title reads in its own language's direction, also inside a Persian or Arabic sentence. */}
          <a href={source.url} rel="noopener noreferrer" target={newTab ? "_blank" : undefined} dir="auto">
            {source.title}
          </a>
          {note ? (
            <>
              {" "}
              <span className={noteClassName}>({note(source)})</span>
            </>
          ) : null}
        </li>
      ))}
    </List>
  );
}
