import { useState, type FormEvent } from 'react'
import { AlertTriangle, Lock, PenLine } from 'lucide-react'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { Button } from '../../components/ui/Button'
import { DialogActions, DialogProblem, FormDialog } from '../../components/ui/FormDialog'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import { trpc } from '../../lib/trpc'
import { PasswordField } from '../../components/ui/PasswordField'
import { refusal } from './refusal'
import { shortHash } from './signing-format'

export interface SignDialogProps {
  reportId: string
  open: boolean
  onOpenChange(open: boolean): void
  /** The version the pathologist is looking at: a report changed since is refused, not signed. */
  version: number
}

const itemText = (i: { kind: string; field?: string; chapterNumber: string; chapterTitle: string }) =>
  i.kind === 'field' ? `${i.field} in ${i.chapterNumber} ${i.chapterTitle}` : `${i.chapterNumber} ${i.chapterTitle} holds only guidance`

/**
 * Sign Report: lists what is still unfilled (the pathologist may record it as 'Not recorded'),
 * asks for the password again and signs. The report then reloads as a locked, signed document.
 */
export function SignDialog({ reportId, open, onOpenChange, version }: SignDialogProps) {
  const utils = trpc.useUtils()
  const check = trpc.signing.check.useQuery({ id: reportId }, { enabled: open, staleTime: 0, retry: false })
  const sign = trpc.signing.sign.useMutation({ retry: false })
  const [password, setPassword] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const [signPending, setSignPending] = useState(false)
  const fields = useFieldErrors<'password'>()
  const [problem, setProblem] = useState<string | null>(null)
  const unfilled = check.data?.unfilled ?? []
  const pendingStudies = check.data?.pendingStudies ?? []

  const close = (next: boolean) => {
    if (!next) {
      setPassword('')
      fields.reset()
      setProblem(null)
      setAcknowledged(false)
      setSignPending(false)
    }
    onOpenChange(next)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    fields.reset()
    setProblem(null)
    if (!password) return fields.show('password', SIGNING_TEXTS.passwordRequired)
    try {
      const signed = await sign.mutateAsync({ id: reportId, password, acknowledgeUnfilled: acknowledged, signPendingStudies: signPending, version })
      toast({ title: 'Report signed', description: `Locked with content hash ${shortHash(signed.contentHash ?? '')}`, variant: 'success' })
      utils.reports.get.setData({ id: reportId }, signed)
      await Promise.all([utils.reports.get.invalidate({ id: reportId }), utils.caseload.page.invalidate(), utils.caseload.dashboard.invalidate()])
      close(false)
    } catch (err) {
      const r = refusal(err)
      // A wrong password (403) or a refused one (400) is shown at the password, focused; the rest above the buttons.
      if (r.status === 403 || r.status === 400) fields.show('password', r.message)
      else {
        setProblem(r.message)
        if (r.details?.unfilled || r.details?.pendingStudies) void check.refetch()
      }
    }
  }

  const needsConsent = (unfilled.length > 0 && !acknowledged) || (pendingStudies.length > 0 && !signPending)
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      icon={<PenLine className="h-5 w-5 text-sky-700" aria-hidden />}
      title="Sign report"
      widthClassName="w-[min(94vw,34rem)]"
      description="Signing locks the report: it can no longer be edited, renamed or deleted, and later findings or corrections are added as dated, signed addenda. Its PDF then shows your signature and the content hash."
    >
      <form ref={fields.formRef} noValidate className="mt-5 space-y-4" onSubmit={(e) => void submit(e)}>
        {check.isLoading && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Checking the report for unfilled fields…
          </p>
        )}
        {unfilled.length > 0 && (
          <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden />
              {unfilled.length === 1 ? '1 item is not filled in' : `${unfilled.length} items are not filled in`}
            </p>
            <ul aria-label="Unfilled fields and chapters" className="mt-2 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
              {unfilled.map((i) => (
                <li key={`${i.kind}-${i.chapterId}-${i.field ?? ''}`}>{itemText(i)}</li>
              ))}
            </ul>
            <label className="mt-3 flex items-start gap-2">
              <input type="checkbox" className="mt-1 h-4 w-4" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
              <span>Record these as ‘{SIGNING_TEXTS.notRecorded}’ in the signed report</span>
            </label>
          </div>
        )}
        {pendingStudies.length > 0 && (
          <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="sign-pending-studies">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden />
              {`Waiting on studies: ${pendingStudies.join(', ')}`}
            </p>
            <label className="mt-3 flex items-start gap-2">
              <input type="checkbox" className="mt-1 h-4 w-4" checked={signPending} onChange={(e) => setSignPending(e.target.checked)} />
              <span>{`Sign pending ${pendingStudies.join(', ')}`}: the signature block and the PDF will say so</span>
            </label>
          </div>
        )}
        <PasswordField value={password} onChange={setPassword} error={fields.errors.password} onInput={() => fields.clear('password')} autoFocus />
        <DialogProblem message={problem} />
        <DialogActions>
          <Button type="submit" disabled={sign.isPending || check.isLoading || needsConsent}>
            {sign.isPending ? <Spinner className="text-white" /> : <Lock className="h-4 w-4" aria-hidden />}
            Sign and lock
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  )
}
