import { DemoBanner } from './DemoBanner'
import { LoadingScreen } from './LoadingScreen'

/**
 * The first screen, written into index.html at build time so it paints before any JavaScript runs:
 * the demo banner and the one loading screen, laid out exactly as AppFrame lays them out, so React
 * replaces it without a visible change.
 */
export function StartScreen() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <DemoBanner />
      <div className="flex flex-1 flex-col">
        <LoadingScreen />
      </div>
    </div>
  )
}
