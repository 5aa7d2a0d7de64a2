import { useState, type FormEvent } from 'react'
import { FilePlus2 } from 'lucide-react'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { Button } from '../../components/ui/Button'
import { DialogActions, DialogProblem, FormDialog } from '../../components/ui/FormDialog'
import { Field, TextAreaField } from '../../components/ui/FormField'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { trpc } from '../../lib/trpc'
import { PasswordField } from '../../components/ui/PasswordField'
import { refusal } from './refusal'

const ADDENDUM_FIELDS = ['text', 'reason', 'password'] as const
type AddendumField = (typeof ADDENDUM_FIELDS)[number]

/** Add Addendum: the finding or correction, why, and the author's password; it is signed and can never be changed. */
export function AddendumDialog({ reportId, open, onOpenChange, initialReason = '' }: { reportId: string; open: boolean; onOpenChange(open: boolean): void; initialReason?: string }) {
  const utils = trpc.useUtils()
  const add = trpc.signing.addAddendum.useMutation({ retry: false })
  const [text, setText] = useState('')
  const [reason, setReason] = useState(initialReason)
  // Opened for a received study: its name is the reason, already filled in.
  const [openedWith, setOpenedWith] = useState<string | null>(null)
  if (open && openedWith !== initialReason) {
    setOpenedWith(initialReason)
    setReason(initialReason)
  }
  if (!open && openedWith !== null) setOpenedWith(null)
  const [password, setPassword] = useState('')
  const fields = useFieldErrors<AddendumField>()
  const [other, setOther] = useState<string | null>(null)

  const close = (next: boolean) => {
    if (!next) {
      setText('')
      setReason('')
      setPassword('')
      fields.reset()
      setOther(null)
    }
    onOpenChange(next)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setOther(null)
    const missing = {
      ...(text.trim() ? {} : { text: SIGNING_TEXTS.textRequired }),
      ...(reason.trim() ? {} : { reason: SIGNING_TEXTS.reasonRequired }),
      ...(password ? {} : { password: SIGNING_TEXTS.passwordRequired }),
    }
    fields.showAll(missing)
    if (Object.keys(missing).length) return
    try {
      await add.mutateAsync({ id: reportId, text, reason, password })
      toast({ title: 'Addendum added', description: 'It is signed and dated, and follows the report in every export.', variant: 'success' })
      await Promise.all([utils.reports.get.invalidate({ id: reportId }), utils.caseload.page.invalidate(), utils.caseload.dashboard.invalidate()])
      close(false)
    } catch (err) {
      const r = refusal(err)
      // A wrong password (403) is shown at the password; a field the server refused, at that field; the rest above the buttons.
      if (r.status === 403) fields.show('password', r.message)
      else if (!fields.fromServer(err, ADDENDUM_FIELDS)) setOther(r.message)
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      icon={<FilePlus2 className="h-5 w-5 text-sky-700" aria-hidden />}
      title="Add addendum"
      widthClassName="w-[min(94vw,36rem)]"
      description="The signed report stays as it is. The addendum is dated, signed with your password and printed after the report; it cannot be edited or removed later."
    >
      <form ref={fields.formRef} className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField label="Addendum" rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder="Toxicology: ethanol 0.8 g/L in femoral blood." {...fields.props('text')} />
        <Field label="Reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="Toxicology results received" {...fields.props('reason')} />
        <PasswordField value={password} onChange={setPassword} error={fields.errors.password} onInput={() => fields.clear('password')} />
        <DialogProblem message={other} />
        <DialogActions>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending && <Spinner className="text-white" />}
            Sign and add
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  )
}
