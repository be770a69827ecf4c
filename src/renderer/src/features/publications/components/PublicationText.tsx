import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Inline } from '@shared/publications';

// A publication's text from its parsed nodes: elements only, never HTML, so what the writer typed
// is shown as text whatever it holds; links open outside the cabinet without its context.

const useStyles = makeStyles({
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  block: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL },
});

function Nodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'bold':
            return (
              <strong key={index}>
                <Nodes nodes={node.children} />
              </strong>
            );
          case 'italic':
            return (
              <em key={index}>
                <Nodes nodes={node.children} />
              </em>
            );
          case 'link':
            return (
              <Link key={index} href={node.href} target="_blank" rel="noopener noreferrer">
                <Nodes nodes={node.children} />
              </Link>
            );
        }
      })}
    </>
  );
}

export function PublicationText({ text }: { text: string }) {
  const styles = useStyles();
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={styles.text}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph')
          return (
            <p key={index} className={styles.block}>
              {block.lines.map((line, n) => (
                <Fragment key={n}>
                  {n > 0 ? <br /> : null}
                  <Nodes nodes={line} />
                </Fragment>
              ))}
            </p>
          );
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag key={index} className={styles.list}>
            {block.items.map((item, n) => (
              <li key={n}>
                <Nodes nodes={item} />
              </li>
            ))}
          </Tag>
        );
      })}
    </div>
  );
}
