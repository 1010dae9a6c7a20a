import { Fragment, type ReactNode } from "react";

/**
 * A message with markup by name, so a translation can move a link within its sentence:
 * "Check the <sources>key sources</sources>." with `sources: (text) => <a href="#s">{text}</a>`.
 * Text outside the tags stays text; a tag the caller did not supply is a programming error.
 */
export function richMessage(message: string, tags: Record<string, (text: string) => ReactNode>, text: (part: string) => string = (part) => part): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z][\w-]*)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const render = tags[name];
    if (!render) throw new Error(`richMessage: no renderer for <${name}> in "${message}"`);
    if (match.index > last) parts.push(text(message.slice(last, match.index)));
    parts.push(<Fragment key={parts.length}>{render(text(inner))}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(text(message.slice(last)));
  return <>{parts}</>;
}
