import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { requireTool, synthesize } from '../../../../test/fixtures/audio/synth'
import { fieldTag } from '../../../../test/factories/tags'
import { decodeAudio } from './audio'
import { speechStretches } from './segment'
import { createDecoder, SAMPLE_RATE, type HeardStretch } from './transcribe-decoder'

const VOCABULARY = ['heart_weight', 'liver_weight', 'spleen_weight'].map((identifier) => fieldTag(identifier, 'Unit: g.'))

/** A clip of flite's slt voice, its one stretch of speech. */
async function clipStretch(): Promise<Float32Array> {
  requireTool('flite')
  requireTool('ffmpeg')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-warp-test-'))
  try {
    const wav = await synthesize('liver weight one thousand six hundred grams', 'flite-slt', dir, 'liver')
    const pcm = await decodeAudio(await readFile(wav))
    const [stretch] = speechStretches(pcm, { sampleRate: SAMPLE_RATE })
    return pcm.subarray(stretch.start, stretch.end)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The stretch heard by one recogniser at these warp factors in turn. */
async function heardAt(speech: Float32Array, warps: (number | undefined)[]): Promise<HeardStretch[]> {
  const heard: HeardStretch[] = []
  const decoder = await createDecoder(VOCABULARY)
  try {
    for (const warp of warps) heard.push(await decoder.decodeStretch(speech, undefined, warp))
  } finally {
    await decoder.dispose()
  }
  return heard
}

describe('the front end\'s frequency warping', () => {
  it('changes the features the recogniser scores, and a factor of 1 is no warping', { timeout: 120_000 }, async () => {
    const [plain, narrow, neutral, wide, again] = await heardAt(await clipStretch(), [undefined, 0.88, 1, 1.12, undefined])
    // The same value through every warp of this clear clip, but the best path scores differently:
    // the mel filters moved, so did every frame's features.
    for (const h of [plain, narrow, neutral, wide]) expect(h.text).toMatch(/^liver weigh\w* one thousand six hundred grams$/)
    expect(new Set([plain.score, narrow.score, wide.score]).size).toBe(3)
    expect(plain.frames).toBeGreaterThan(100)
    // A factor of 1 is the recogniser without warping, and a warp lasts one stretch (the recogniser's and
    // the thread's shared mean meter's): after a warped stretch the same stretch scores as it did first.
    expect(neutral).toEqual(plain)
    expect(again).toEqual(plain)
  })
})
