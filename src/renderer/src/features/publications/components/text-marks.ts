// The editor's toolbar as text edits: each wraps the selection (or prefixes its lines) with the
// marks the publication text reads, and answers the new text and selection.

export type Mark = 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

export interface Edit {
  text: string;
  start: number;
  end: number;
}

export function applyMark(mark: Mark, { text, start, end }: Edit, placeholder: string): Edit {
  const chosen = text.slice(start, end) || placeholder;
  const wrap = (before: string, after: string): Edit => ({
    text: text.slice(0, start) + before + chosen + after + text.slice(end),
    start: start + before.length,
    end: start + before.length + chosen.length,
  });
  switch (mark) {
    case 'bold':
      return wrap('**', '**');
    case 'italic':
      return wrap('*', '*');
    case 'link':
      return wrap('[', '](https://)');
    case 'bullets':
    case 'numbers': {
      // Whole lines: from the start of the first selected line to the end of the last.
      const from = text.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = text.indexOf('\n', end);
      const to = lineEnd < 0 ? text.length : lineEnd;
      const lines = (text.slice(from, to) || placeholder).split('\n');
      const listed = lines.map((line, index) => `${mark === 'bullets' ? '-' : `${index + 1}.`} ${line.replace(/^\s*([-*]|\d{1,3}[.)])\s+/, '')}`).join('\n');
      return { text: text.slice(0, from) + listed + text.slice(to), start: from, end: from + listed.length };
    }
  }
}
