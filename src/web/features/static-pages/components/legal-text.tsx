import { Fragment } from 'react';

/**
 * Renders a legal text body from the dictionaries: blank lines separate paragraphs, a block whose
 * lines all start with '- ' is a list, single line breaks stay (addresses). Plain text in, React
 * elements out: nothing is parsed as HTML, so a translation override cannot inject markup.
 */
export function LegalText({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/).filter((b) => b.trim() !== '');
  return (
    <div className="grid gap-4 leading-relaxed text-foreground">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="grid list-disc gap-2 pl-6 marker:text-primary">
              {lines.map((l, j) => (
                <li key={j}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {lines.map((l, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {l}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
