/** A path or URL in a table cell, allowed to wrap after each `/` (not inside a word) on a narrow screen. */
import { Fragment } from 'react';

export function PathText({ value }: { value: string }) {
  const parts = value.split('/');
  return (
    <code className="redirect-path">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </code>
  );
}
