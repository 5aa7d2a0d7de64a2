import { z } from 'zod'
import { DEFAULT_PROMPT_MODEL } from '@shared/src/constants'
import type { MatchedTag, TagInfo, TagMatchingEngine, TagMatchingInput } from '../types'
import { createOpenAIClient, type OpenAIClientConfig } from './client'
import { DEFAULT_TAG_MATCHING_PROMPT, TAG_MATCHING_OUTPUT_RULES } from './prompts'

/** What the model must answer; lenient on types models commonly get wrong (a number value, a string confidence). */
export const MatchedTagsResponse = z.object({
  matchedTags: z.array(
    z.object({
      id: z.string(),
      name: z.string().default(''),
      value: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
      location: z.string().nullish().transform((v) => v ?? ''),
      confidence: z.coerce.number().refine(Number.isFinite, 'confidence must be a number'),
      /** The injury instance the value was said for, when the message listed instances. */
      chapterId: z.string().nullish(),
    }),
  ),
})
export type MatchedTagsResponse = z.infer<typeof MatchedTagsResponse>

// Strict structured output for endpoints that support json_schema; `id` allows only the listed fields.
const jsonSchema = (ids: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['matchedTags'],
  properties: {
    matchedTags: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'value', 'location', 'confidence'],
        properties: {
          id: { type: 'string', enum: ids },
          name: { type: 'string' },
          value: { type: 'string' },
          location: { type: 'string' },
          confidence: { type: 'number' },
        },
      },
    },
  },
})

export type ResponseFormatKind = 'json_object' | 'json_schema'

/**
 * What the model should know of a field's type: kind, unit, allowed values,
 * spoken synonyms and plausible range, as stored; only what is set, so untyped tags stay as before.
 */
function fieldOf(t: TagInfo): Record<string, unknown> | undefined {
  const field = {
    ...(t.kind ? { kind: t.kind } : {}),
    ...(t.dimension ? { dimension: t.dimension } : {}),
    ...(t.unit ? { unit: t.unit } : {}),
    ...(t.choices?.length ? { allowedValues: t.choices } : {}),
    ...(t.synonyms?.length ? { synonyms: t.synonyms } : {}),
    ...(t.rangeMin != null || t.rangeMax != null ? { plausibleRange: { min: t.rangeMin ?? null, max: t.rangeMax ?? null } } : {}),
  }
  return Object.keys(field).length ? field : undefined
}

const FIND_VALUES = 'Find the values of the listed tags in the transcript.'
const INSTANCE_RULE =
  'The report has numbered injury instances ("instances"). When the transcript says which wound a value belongs to ' +
  '("stab wound two"), add "chapterId": the chapterId of that instance; otherwise leave it out.'

/** The user message: everything the model needs, as JSON so that transcript text cannot pose as instructions. */
export function tagMatchingUserMessage(input: TagMatchingInput): string {
  const tags = input.tags.map((t) => {
    const field = fieldOf(t)
    return {
      id: t.id,
      name: t.identifier,
      ...(input.includeTagDescriptions && t.description ? { description: t.description } : {}),
      ...(t.category ? { category: t.category } : {}),
      ...(field ? { field } : {}),
    }
  })
  const payload = {
    transcript: input.transcription,
    tags,
    existingTags: input.existingTags.map((t) => ({ id: t.id, name: t.name, value: t.value })),
    ...(input.documentContent.trim() ? { documentContent: input.documentContent } : {}),
    ...(input.instances?.length ? { instances: input.instances.map((i) => ({
      chapterId: i.chapterId,
      title: i.label,
      tagIds: i.tagIds,
    })) } : {}),
  }
  const intro = input.instances?.length ? `${FIND_VALUES}\n${INSTANCE_RULE}` : FIND_VALUES
  return `${intro}\n${JSON.stringify(payload, null, 2)}`
}

/** Validates the model's answer and keeps only known tags, with confidence clamped to 0..1. */
export function parseMatchedTags(content: string | null | undefined, tags: TagMatchingInput['tags']): MatchedTag[] {
  let json: unknown
  try {
    json = JSON.parse((content ?? '').trim().replace(/^```(?:json)?\s*|\s*```$/g, ''))
  } catch {
    throw new Error(`Tag matching failed: the model did not answer with valid JSON (got: ${(content ?? '').slice(0, 200)})`)
  }
  const parsed = MatchedTagsResponse.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    throw new Error(`Tag matching failed: the model's JSON has the wrong shape (${issues})`)
  }
  const byId = new Map(tags.map((t) => [t.id, t]))
  const byIdentifier = new Map(tags.map((t) => [t.identifier, t]))
  const matches: MatchedTag[] = []
  for (const m of parsed.data.matchedTags) {
    // A mistyped id with the exact identifier is still unambiguous; anything else is dropped.
    const tag = byId.get(m.id) ?? byIdentifier.get(m.name)
    if (!tag || !m.value) continue
    const confidence = Math.min(1, Math.max(0, m.confidence))
    matches.push({
      id: tag.id,
      name: tag.identifier,
      value: m.value,
      location: m.location,
      confidence,
      ...(m.chapterId ? { chapterId: m.chapterId } : {}),
    })
  }
  return matches
}

/** Tag matching by a chat model answering structured JSON. */
export class OpenAITagMatchingEngine implements TagMatchingEngine {
  readonly name = 'openai'

  constructor(
    private readonly config: OpenAIClientConfig,
    private readonly options: { responseFormat?: ResponseFormatKind } = {},
  ) {}

  async match(input: TagMatchingInput): Promise<MatchedTag[]> {
    const model = input.prompt?.model || DEFAULT_PROMPT_MODEL
    const client = createOpenAIClient(this.config, model)
    const system = `${input.prompt?.text.trim() || DEFAULT_TAG_MATCHING_PROMPT}\n\n${TAG_MATCHING_OUTPUT_RULES}`
    const responseFormat =
      this.options.responseFormat === 'json_schema'
        ? ({
          type: 'json_schema',
          json_schema: { name: 'matched_tags', strict: true, schema: jsonSchema(input.tags.map((t) => t.id)) },
        } as const)
        : ({ type: 'json_object' } as const)
    const completion = await client.chat.completions.create(
      {
        model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: tagMatchingUserMessage(input) },
        ],
        response_format: responseFormat,
      },
      { signal: input.signal },
    )
    const choice = completion.choices[0]
    if (choice?.finish_reason === 'length') throw new Error('Tag matching failed: the model answer was cut off (too long)')
    return parseMatchedTags(choice?.message?.content, input.tags)
  }
}
