// A publication's text is a small Markdown subset parsed into plain nodes: paragraphs, bulleted and
// numbered lists, bold, italic and links (http, https, mailto only). The renderer builds elements
// from the nodes, never HTML, so nothing a writer types can become a script or a foreign tag.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'italic'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_LINK = /^(https?:\/\/|mailto:)[^\s]+$/i;

/** Whether a URL may be a link target (a publication's links and links inside its text). */
export function isSafeUrl(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, bold, italic, label, href] = match;
    if (bold !== undefined) out.push({ kind: 'bold', children: parseInline(bold) });
    else if (italic !== undefined) out.push({ kind: 'italic', children: parseInline(italic) });
    else if (label !== undefined && href !== undefined && isSafeUrl(href)) out.push({ kind: 'link', href, children: parseInline(label) });
    // A link to anything else (javascript:, data:) stays the text it was written as.
    else out.push({ kind: 'text', text: whole });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { kind: 'list' }> | null = null;
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      paragraph = null;
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[1] ?? ''));
      continue;
    }
    list = null;
    if (!line.trim()) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = [];
      blocks.push({ kind: 'paragraph', lines: paragraph });
    }
    paragraph.push(parseInline(line.trim()));
  }
  return blocks;
}

/** The text without its marks: list previews and notifications. */
export function plainText(source: string): string {
  const flat = (nodes: Inline[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : flat(n.children))).join('');
  return parseMarkdown(source)
    .flatMap((block) => (block.kind === 'paragraph' ? [block.lines.map(flat).join(' ')] : block.items.map(flat)))
    .join(' ');
}
