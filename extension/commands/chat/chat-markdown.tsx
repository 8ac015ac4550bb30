import { useState, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { CHAT_COPY as COPY } from './chat-copy';

/** A node of the syntax tree react-markdown hands its components (hast), as far as its text is read. */
interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** All the text under a node (a code block's source). */
const textOf = (node: TextNode | undefined): string =>
  node?.type === 'text' ? (node.value ?? '') : (node?.children ?? []).map(textOf).join('');

/** A code block with a Copy button. */
function CodeBlock({ node, children }: { node?: TextNode; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(textOf(node).replace(/\n$/, '')).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  return (
    <div className="chat-code">
      <button type="button" className="chat-copy" onClick={copy}>
        {copied ? COPY.copied : COPY.copy}
      </button>
      <pre>{children}</pre>
    </div>
  );
}

const COMPONENTS: Components = {
  pre: ({ node, children }) => <CodeBlock node={node as TextNode | undefined}>{children}</CodeBlock>,
  // Links open in a new tab, never in the bar's frame; react-markdown's default urlTransform drops javascript: and other unsafe schemes.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * An answer rendered as Markdown, safely: the model's text becomes React elements (react-markdown), never
 * HTML: raw HTML in it is dropped (`skipHtml`), links are made safe, and images are shown as their alt text
 * (no request to an address the model chose). Code blocks get a Copy button.
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown">
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
