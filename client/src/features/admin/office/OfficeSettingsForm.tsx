import { useState, type FormEvent } from 'react'
import { DateOrder, type OfficeSettings } from '@shared/src/caseload/caseload.schema'
import { Button } from '../../../components/ui/Button'
import { Field, FormField } from '../../../components/ui/FormField'
import { Spinner } from '../../../components/ui/Spinner'
import { toast } from '../../../components/toast/toast-store'
import { trpc } from '../../../lib/trpc'
import { refusal } from '../../signing/refusal'

/** The office's settings: its time zone (days are counted there), the turnaround target, the study types and how numeric dates are read. */
export function OfficeSettingsForm() {
  const settings = trpc.caseload.settings.useQuery()
  if (!settings.data) return <Spinner />
  return <SettingsForm initial={settings.data} />
}

function SettingsForm({ initial }: { initial: OfficeSettings }) {
  const utils = trpc.useUtils()
  const save = trpc.caseload.office.updateSettings.useMutation({
    onSuccess: () => Promise.all([utils.caseload.settings.invalidate(), utils.caseload.office.dashboard.invalidate(), utils.caseload.page.invalidate()]),
  })
  const [timeZone, setTimeZone] = useState(initial.timeZone)
  const [targetDays, setTargetDays] = useState(String(initial.targetDays))
  const [targetPercent, setTargetPercent] = useState(String(initial.targetPercent))
  const [studyTypes, setStudyTypes] = useState(initial.studyTypes.join(', '))
  const [dateOrder, setDateOrder] = useState(initial.dateOrder ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setProblem(null)
    try {
      await save.mutateAsync({
        timeZone: timeZone.trim(),
        targetDays: Number(targetDays),
        targetPercent: Number(targetPercent),
        studyTypes: studyTypes.split(',').map((t) => t.trim()).filter(Boolean),
        dateOrder: DateOrder.safeParse(dateOrder).data ?? null,
      })
      toast({ title: 'Office settings saved', description: 'Ages and targets are counted with the new settings.', variant: 'success' })
    } catch (err) {
      setProblem(refusal(err).message)
    }
  }

  return (
    <section aria-labelledby="office-settings" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="office-settings" className="text-lg font-semibold text-slate-900">
        Office settings
      </h2>
      <form className="mt-4 grid gap-4 md:grid-cols-3" onSubmit={(e) => void submit(e)}>
        <Field label="Time zone" hint="An IANA name, such as Europe/London; days are counted there." value={timeZone} onChange={(e) => setTimeZone(e.target.value)} />
        <Field label="Turnaround target (days)" type="number" min={1} max={3650} value={targetDays} onChange={(e) => setTargetDays(e.target.value)} />
        <Field label="Share to meet it (%)" type="number" min={1} max={100} value={targetPercent} onChange={(e) => setTargetPercent(e.target.value)} />
        <FormField
          label="Numeric examination dates"
          hint="04/03/2024 is 4 March read day first, April 3 read month first; 14/03/2024 and dates with a month name (14 March 2024) are always read."
          className="md:col-span-3"
        >
          {(control) => (
            <select
              {...control}
              value={dateOrder}
              onChange={(e) => setDateOrder(e.target.value)}
              className="h-10 w-full max-w-md rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              <option value="">Only when unambiguous</option>
              <option value="day_first">Day first</option>
              <option value="month_first">Month first</option>
            </select>
          )}
        </FormField>
        <div className="md:col-span-3">
          <Field label="Study types" hint="Separated by commas." value={studyTypes} onChange={(e) => setStudyTypes(e.target.value)} />
        </div>
        {problem && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 md:col-span-3">
            {problem}
          </p>
        )}
        <div className="md:col-span-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="text-white" />}
            Save settings
          </Button>
        </div>
      </form>
    </section>
  )
}
