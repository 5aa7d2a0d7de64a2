import type { ReactElement } from 'react'
import { Popover } from 'radix-ui'
import { Send, X } from 'lucide-react'
import { Button } from '../../components/ui/Button'

/** Opens the contact form in a new tab, leaving the current work in place. */
export function openContactForm(): void {
  window.open('/contact#contact-form', '_blank', 'noopener')
}

/** The info popover: the demo and HIPAA notice, what the platform does, and a way to reach us. Opens on mount (first use). */
export default function InfoPopoverPanel({ trigger }: { trigger: ReactElement }) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="About this platform"
          className="z-50 w-80 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg focus-visible:outline-none"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">About this platform</h2>
            <Popover.Close className="-m-1 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600" aria-label="Close">
              <X aria-hidden="true" className="h-4 w-4" />
            </Popover.Close>
          </div>
          <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-950">
            This platform is a development demo. It is not yet HIPAA compliant and must not be used for sensitive medical data.
          </p>
          <p className="mt-2">The platform uses generative technology to speed up autopsy report creation.</p>
          <Button variant="outline" size="sm" className="mt-3 w-full" onClick={openContactForm}>
            <Send aria-hidden="true" className="h-4 w-4" />
            Send us a message
          </Button>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
