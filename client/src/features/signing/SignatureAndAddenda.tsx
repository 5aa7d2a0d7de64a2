import { FilePlus2, ShieldCheck } from 'lucide-react'
import type { ReportSignature } from '@shared/src/reports/signing'
import { cn } from '../../components/ui/cn'
import { signedStamp, signerLabel } from './signing-format'

/**
 * The signature block and every addendum, oldest first, as they follow the report's body in the
 * signed view and the preview (and the PDF).
 */
export function SignatureAndAddenda({ signature, className }: { signature: ReportSignature; className?: string }) {
  if (!signature.signedAt || !signature.contentHash) return null
  return (
    <div className={cn('space-y-6', className)}>
      <section aria-labelledby="signature-heading" className="rounded-lg border border-emerald-300 bg-emerald-50/60 px-5 py-4 text-sm text-slate-800">
        <h2 id="signature-heading" className="flex items-center gap-2 font-semibold text-emerald-900">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          Electronic signature
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Signed by</dt>
          <dd>{signature.signedBy ? signerLabel(signature.signedBy) : 'Unknown'}</dd>
          <dt className="font-medium">Signed on</dt>
          <dd>{signedStamp(signature.signedAt)}</dd>
          <dt className="font-medium">Content hash (SHA-256)</dt>
          <dd className="break-all font-mono text-xs leading-5">{signature.contentHash}</dd>
        </dl>
      </section>
      {signature.addenda.length > 0 && (
        <section aria-labelledby="addenda-heading" className="space-y-4">
          <h2 id="addenda-heading" className="text-xl font-semibold text-slate-900">
            Addenda
          </h2>
          <ol className="space-y-4">
            {signature.addenda.map((a, i) => (
              <li key={a.id} className="rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm">
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <FilePlus2 className="h-4 w-4 text-sky-700" aria-hidden />
                  Addendum {i + 1}
                </h3>
                <p className="mt-1 text-xs text-slate-600">
                  Added {signedStamp(a.createdAt)} by {signerLabel(a.author)}
                </p>
                <p className="mt-3 text-sm">
                  <span className="font-medium">Reason: </span>
                  {a.reason}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-sm leading-6 text-slate-900">{a.text}</p>
                <p className="mt-3 break-all font-mono text-[11px] text-slate-500">SHA-256 {a.hash}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
