import { isNetworkError, serverMessage } from '../../lib/errors'
import { toast } from './toast-store'

interface Text {
  title: string
  description: string
}

/**
 * The destructive toast for a failed call: the server's own message under `failed.title`,
 * the `network` text when the server was never reached, else `failed` as is.
 */
export function toastForError(error: unknown, failed: Text, network: Text): string {
  const message = serverMessage(error)
  if (message) return toast({ title: failed.title, description: message, variant: 'destructive' })
  if (isNetworkError(error)) return toast({ ...network, variant: 'destructive' })
  return toast({ ...failed, variant: 'destructive' })
}
