import type { ReactNode } from "react";

// Class names joined by hand rather than with ~/lib/cn: this chunk then imports nothing from the
// one every page loads, whose budget is tight (docs/decisions/0004).

/**
 * The site's data table: scrolls sideways on narrow screens, with an optional caption, one header
 * cell per column and the rows as children. Extra classes go on the table (`className`) or on the
 * scrolling box around it (`scrollClassName`).
 */
export function DataTable({
  caption,
  captionClassName,
  columns,
  className,
  scrollClassName,
  children,
}: {
  caption?: ReactNode;
  /** "sr-only" where the heading above already says what the table is. */
  captionClassName?: string;
  columns: readonly ReactNode[];
  className?: string;
  scrollClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={scrollClassName ? `table-scroll ${scrollClassName}` : "table-scroll"}>
      <table className={className ? `data-table ${className}` : "data-table"}>
        {caption === undefined ? null : <caption className={captionClassName}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
