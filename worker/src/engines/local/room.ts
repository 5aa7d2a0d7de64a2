import { filterPcm, PCM_SAMPLE_RATE, type FilterPcmOptions } from './audio'
import { roomNoise, type RoomNoise } from './room-noise'
import { rnnoise } from './room-rnnoise'
import { quietenBursts } from './room-bursts'
import { frameEnergies } from './segment'
import type { SearchConfig } from './transcribe-decoder'

/**
 * The front end for a recording made in a room rather than a studio: a fan, a saw, running water
 * or mains hum under the voice. It measures the recording's own noise floor and speech level from
 * its 10 ms frames and, where the floor is close enough to the speech to matter, brings the speech
 * to one level and removes the steady noise (ffmpeg: a high-pass filter below the voice, notches at
 * mains hum, spectral noise reduction with a profile of the room's broadband noise: ./room-noise, then
 * RNNoise's recurrent denoiser: ./room-rnnoise; a low rumble by RNNoise alone) before the recording is
 * split and decoded. Bursts of noise in the pauses of a quiet room (a saw) are brought down to its floor (./room-bursts).
 * Every step is a fixed function of the samples, so the same file gives the same transcript.
 */

/** Speech is brought to this level (dB full scale, of its loud 10 ms frames). */
export const SPEECH_LEVEL_DB = -20
/** Gain is never more than this (a near-silent file is not blown up into noise). */
const MAX_GAIN_DB = 30
/** Noise reduction runs when the floor is within this many dB of the speech. */
export const DENOISE_WITHIN_DB = 40
/**
 * Broadband noise with at least this share of its energy below 500 Hz (a rumble: brown noise, traffic,
 * a ventilation duct) is taken out by RNNoise (./room-rnnoise) instead of the ffmpeg chain. On the noisy
 * development clips RNNoise heard brown noise's values better than spectral reduction (17 of 21 against
 * 14, 2 wrong fills against 6) and pink noise's worse (9 of 26 against 12), and hum's no better than the
 * notches; the share of the quiet stretch below 500 Hz was 0.63–0.81 for brown noise, 0.26–0.40 for pink.
 */
export const RUMBLE_SHARE = 0.5
/**
 * Noise spread over the voice band (pink noise, a fan, running water) goes through spectral reduction
 * and then RNNoise, and the recording heard is the mean of the two outputs: RNNoise takes more of
 * the noise that the reduction leaves, the reduction's output keeps what RNNoise takes of the voice.
 * On the development set's pink clips this heard 15 of 26 values against 12 (RNNoise's output alone 14,
 * with 10 wrong fills against 12), on the old clips' 9 of 18 against 8 (alone 8, 4 wrong fills against 2).
 */
export const RNNOISE_AFTER_AFFTDN = 0.5

/**
 * The recogniser's search for a recording this front end cleaned: noise left under the speech keeps
 * many more paths inside the default beams (the default cap is 30,000 HMMs a frame), so the search
 * cost 1.3 to 3 times that of the same clean clip. Capped at 8,000 it cost about what the clean clip
 * costs and heard as many values right or more on noisy flite clips at 15 and 20 dB; 5,000 and 2,000 lost
 * values, and so did narrower beams. Since the grammar is searched as its minimal word graph the search
 * stays below the cap: without it 65 noisy development clips gave the same transcripts, and wider beams
 * (1e-60, word beam 1e-40) changed 3 of 65 for 1.8 times the CPU, so the cap stays as a bound only.
 * What noise left under the speech does is insert words: short grammar words forced from noise and
 * from the words around a value. A word insertion penalty of 0.05 (PocketSphinx's default is 0.65)
 * heard more values and fewer wrong ones on both noisy tuning sets (development 34 of 75 against 31,
 * old clips 48 of 75 against 43 with 17 wrong fills against 25), at no more CPU; 0.2 paid less.
 */
export const NOISY_SEARCH: SearchConfig = { maxhmmpf: 8000, wip: 0.05 }

export interface RoomLevels {
  /**
   * The noise floor: the 3rd percentile of frame energy (dB full scale). A room's noise is under
   * every frame, so its quietest frames are all at the floor; the quietest frames of a clean
   * recording are silence, tens of dB below its quiet speech (where the 10th percentile of a clip
   * with few pauses already lies).
   */
  floorDb: number
  /** The speech level: the 99th percentile of frame energy (dB full scale). */
  speechDb: number
}

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

/** The recording's noise floor and speech level. */
export function measureRoom(pcm: Float32Array, sampleRate = 16_000): RoomLevels {
  const energies = frameEnergies(pcm, sampleRate)
  if (!energies.length) return { floorDb: -120, speechDb: -120 }
  return { floorDb: percentile(energies, 0.03), speechDb: percentile(energies, 0.99) }
}

/**
 * The ffmpeg filter chain for a room's noise (levels after gain): a high-pass filter below the voice
 * (rumble, the mains fundamental), a notch at each mains harmonic found, and, where broadband noise
 * is near the speech, spectral noise reduction whose noise profile is sampled from the first
 * `profileSeconds` of the input (the quiet stretch, put before the recording). On the development
 * set's clips, measured by the distance of their cepstra from the same clips said in a quiet room,
 * the sampled profile came closer than a white-noise floor on pink and brown noise, and on hum the
 * notches came closer than any spectral reduction, which took voice with the tones.
 */
export function denoiseFilter(floorDb: number, noise: Pick<RoomNoise, 'humHz'>, profileSeconds: number | null): string {
  const filters = ['highpass=f=90:poles=2']
  for (const hz of noise.humHz.filter((h) => h >= 100)) filters.push(`bandreject=f=${hz}:width_type=h:w=8`)
  if (profileSeconds !== null) {
    // afftdn takes its noise floor between -80 and -20 dB.
    const nf = Math.round(Math.min(-20, Math.max(-80, floorDb)))
    filters.push(`asendcmd=c='0 afftdn sn start'`, `asendcmd=c='${profileSeconds.toFixed(2)} afftdn sn stop'`, `afftdn=nr=18:nf=${nf}`)
  }
  return filters.join(',')
}

export interface CleanRecording {
  pcm: Float32Array
  /** Levels as measured before any change. */
  levels: RoomLevels
  /** The gain applied (dB). */
  gainDb: number
  /** Whether noise reduction ran. */
  denoised: boolean
  /** The room's noise as read from the quiet stretch (when noise reduction ran). */
  noise?: RoomNoise
  /**
   * The same recording through the other denoiser, made when asked (a second reading of weak stretches: ./transcribe-second):
   * RNNoise after the high-pass and notches where the front end used spectral reduction or notches alone, the high-pass,
   * notches and spectral reduction where it used RNNoise alone. Sample for sample in step with `pcm`, but for the spectral
   * reduction's delay of a few milliseconds, less than a stretch's padding.
   */
  alternate?: () => Promise<Float32Array>
}

/**
 * In a noisy room: levels the speech and removes the steady noise; a quiet recording is returned as it is,
 * but for bursts of noise in its pauses.
 */
export async function cleanRecording(pcm: Float32Array, options: FilterPcmOptions = {}): Promise<CleanRecording> {
  const levels = measureRoom(pcm)
  // Bursts of noise in the pauses (a saw) are brought down to the floor first; they lie above the floor,
  // so the levels measured are those of the recording as it came.
  const quietened = quietenBursts(pcm, levels.floorDb, levels.speechDb) ?? pcm
  // A quiet recording goes to the recogniser untouched: its cepstral mean normalisation already
  // takes out a level, and a studio-clean clip decodes exactly as it always did. One whose bursts were
  // brought down is searched as a quiet one: searched as a cleaned recording, it heard no more values.
  const denoised = levels.speechDb - levels.floorDb < DENOISE_WITHIN_DB && levels.speechDb > -100
  if (!denoised) return { pcm: quietened, levels, gainDb: 0, denoised }
  const gainDb = Math.min(MAX_GAIN_DB, SPEECH_LEVEL_DB - levels.speechDb)
  const gain = 10 ** (gainDb / 20)
  const levelled = quietened.map((x) => Math.max(-1, Math.min(1, x * gain)))
  const noise = roomNoise(levelled)
  const floorDb = levels.floorDb + gainDb
  const notchedRnnoise = async () => (await rnnoise(await filterPcm(levelled, denoiseFilter(floorDb, noise, null), options), options)).pcm
  if (levels.speechDb + gainDb - noise.broadbandDb >= DENOISE_WITHIN_DB) {
    const cleaned = await filterPcm(levelled, denoiseFilter(floorDb, noise, null), options)
    return { pcm: cleaned, levels, gainDb, denoised, noise, alternate: async () => (await rnnoise(cleaned, options)).pcm }
  }
  const reduced = () => spectralReduction(levelled, floorDb, noise, options)
  if (noise.lowShare >= RUMBLE_SHARE) {
    return { pcm: (await rnnoise(levelled, options)).pcm, levels, gainDb, denoised, noise, alternate: reduced }
  }
  const cleaned = await reduced()
  const rnn = (await rnnoise(cleaned, options)).pcm
  const pcmOut = cleaned.map((x, i) => RNNOISE_AFTER_AFFTDN * rnn[i] + (1 - RNNOISE_AFTER_AFFTDN) * x)
  return { pcm: pcmOut, levels, gainDb, denoised, noise, alternate: notchedRnnoise }
}

/** The high-pass, notches and spectral reduction, its noise profile sampled from the quiet stretch put before the recording. */
async function spectralReduction(levelled: Float32Array, floorDb: number, noise: RoomNoise, options: FilterPcmOptions) {
  const withQuiet = new Float32Array(noise.quietLength + levelled.length)
  withQuiet.set(levelled.subarray(noise.quietStart, noise.quietStart + noise.quietLength))
  withQuiet.set(levelled, noise.quietLength)
  const filter = denoiseFilter(floorDb, noise, noise.quietLength / PCM_SAMPLE_RATE)
  return (await filterPcm(withQuiet, filter, options)).subarray(noise.quietLength)
}
