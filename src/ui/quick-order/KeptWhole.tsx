/** Hyphenated words ("LT-051-1", "TS-B301") kept whole; a narrow card or message broke a SKU at its dash. */
const HYPHENATED = /(\S+-\S+)/;

/** The text with each hyphenated word an inline block: it moves to the next line whole, and breaks only if wider than one. */
export function KeptWhole({ text }: { text: string }) {
  return text.split(HYPHENATED).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ display: 'inline-block' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
