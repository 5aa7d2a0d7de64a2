import '@testing-library/jest-dom/vitest'
import { loadToastStack } from '../../client/src/components/toast/Toaster'

// The app fetches its animated toast stack as a chunk of its own; components under test show toasts synchronously.
await loadToastStack()
