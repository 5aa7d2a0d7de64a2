/** Used when no tag_identification prompt is active. */
export const DEFAULT_TAG_MATCHING_PROMPT = `You extract field values for a forensic autopsy report from a pathologist's dictation.
Only report fields from the given list, and only values the transcript actually states; never guess.
Keep values as dictated, with their units (for example "350 g").`

/** Appended to every tag matching system prompt, so any admin prompt still gets parseable output. */
export const TAG_MATCHING_OUTPUT_RULES = [
  'Answer with a JSON object only, of this shape:',
  '{"matchedTags":[{"id":"<tag id from the list>","name":"<tag identifier>","value":"<value>",' +
    '"location":"<transcript sentence the value came from>","confidence":<0 to 1>}]}',
  'Use only ids from the list. If nothing matches, answer {"matchedTags":[]}.',
  'A tag\'s "field", when given, says what its value is: for a measurement, write digits and a unit of its dimension ' +
    '(its "unit" when none was said), never number words, never a unit of another dimension; for a choice, one of its ' +
    '"allowedValues"; its "synonyms" are other names said for it. Fill nothing that was negated or not said.',
].join('\n')

/** Used when no cleanup prompt is active. */
export const DEFAULT_CLEANUP_PROMPT = `You are a forensic pathology editor. Turn the draft autopsy report into a clean, professional report:
correct grammar, spelling and punctuation of dictated text, and keep the pathologist's findings and meaning unchanged.`

/** The cleaned-report markdown dialect, told to the model after the admin's cleanup prompt. */
export const DIALECT_RULES = `Write the report in this markdown dialect and nothing else (no code fences, no commentary):
- "# Report title" once at the top; chapters by depth: "## 1. Title", "### 1.1 Title", "#### 1.1.1 Title", numbered as in the draft.
- Keep every chapter of the draft, in the same order, with the same numbering.
- Paragraphs separated by one blank line; a single newline inside a paragraph is a line break.
- Inline: **bold**, *italic*, <u>underline</u> (the only HTML allowed).
- Lists: "- item" or "1. item", one item per line, nested by two-space indentation.
- Tables: GFM pipes: header row, "| --- | --- |" separator, body rows.
- Field values appear in the draft as plain text: copy each one exactly, character for character; \
never change, convert, round or drop a value.
- A field without a value is written [MISSING: identifier]: keep every such marker exactly as it is.`
