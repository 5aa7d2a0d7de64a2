import { useId, useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { FilePlus2 } from 'lucide-react'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { Button } from '../../components/ui/Button'
import { FormDialog } from '../../components/ui/FormDialog'
import { Input, Label, Textarea } from '../../components/ui/Input'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { trpc } from '../../lib/trpc'
import { PasswordField, refusal } from './PasswordField'

/** Add Addendum: the finding or correction, why, and the author's password; it is signed and can never be changed. */
export function AddendumDialog({ reportId, open, onOpenChange }: { reportId: string; open: boolean; onOpenChange(open: boolean): void }) {
  const utils = trpc.useUtils()
  const add = trpc.signing.addAddendum.useMutation({ retry: false })
  const [text, setText] = useState('')
  const [reason, setReason] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ text?: string; reason?: string; password?: string; other?: string }>({})
  const textId = useId()
  const reasonId = useId()

  const close = (next: boolean) => {
    if (!next) {
      setText('')
      setReason('')
      setPassword('')
      setErrors({})
    }
    onOpenChange(next)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const missing = {
      text: text.trim() ? undefined : SIGNING_TEXTS.textRequired,
      reason: reason.trim() ? undefined : SIGNING_TEXTS.reasonRequired,
      password: password ? undefined : SIGNING_TEXTS.passwordRequired,
    }
    setErrors(missing)
    if (missing.text || missing.reason || missing.password) return
    try {
      await add.mutateAsync({ id: reportId, text, reason, password })
      toast({ title: 'Addendum added', description: 'It is signed and dated, and follows the report in every export.', variant: 'success' })
      await Promise.all([utils.reports.get.invalidate({ id: reportId }), utils.reports.list.invalidate()])
      close(false)
    } catch (err) {
      const r = refusal(err)
      setErrors(r.status === 403 ? { password: r.message } : { other: r.message })
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
      <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={textId}>Addendum</Label>
          <Textarea
            id={textId}
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${textId}-error` : undefined}
            placeholder="Toxicology: ethanol 0.8 g/L in femoral blood."
          />
          {errors.text && (
            <p id={`${textId}-error`} className="text-sm text-red-700">
              {errors.text}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={reasonId}>Reason</Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            placeholder="Toxicology results received"
          />
          {errors.reason && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {errors.reason}
            </p>
          )}
        </div>
        <PasswordField value={password} onChange={setPassword} error={errors.password ?? null} disabled={add.isPending} />
        {errors.other && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.other}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending && <Spinner className="text-white" />}
            Sign and add
          </Button>
        </div>
      </form>
    </FormDialog>
  )
}
