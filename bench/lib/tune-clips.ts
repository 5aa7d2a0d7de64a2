import { readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * The clean clips ./audio-tune.ts synthesised into $TMPDIR/audio-tune/ for the given voices, as full paths in name order,
 * at most `limit` of them. The noisy copies, whose names end in their signal-to-noise ratio ("-pink-10.wav"), are left out.
 */
export async function cleanTuneClips(voices: string[], limit = Infinity): Promise<string[]> {
  const dir = path.join(os.tmpdir(), 'audio-tune')
  return (await readdir(dir))
    .filter((f) => voices.some((v) => f.startsWith(`${v}-`)) && f.endsWith('.wav') && !/-\d+\.wav$/.test(f))
    .sort()
    .slice(0, limit)
    .map((f) => path.join(dir, f))
}
