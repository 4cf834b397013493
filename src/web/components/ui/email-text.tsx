import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it (issue 34: addresses broken mid-word in
 * admin tables): a break opportunity before '@' and after each '.', and `overflow-wrap:
 * break-word` only as the last resort for a single part wider than its column.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={['break-words', className].filter(Boolean).join(' ')}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
