import { useState, type FormEvent } from 'react'
import { FlaskConical, Plus } from 'lucide-react'
import { STUDY_STATES, type Study, type StudyState } from '@shared/src/caseload/caseload.schema'
import { dateIn, plainDays, STUDY_STATE_LABELS } from '@shared/src/caseload/turnaround'
import { Button } from '../../components/ui/Button'
import { DialogActions, DialogProblem, FormDialog } from '../../components/ui/FormDialog'
import { Input, Label } from '../../components/ui/Input'
import { Spinner } from '../../components/ui/Spinner'
import { trpc } from '../../lib/trpc'
import { refusal } from '../signing/refusal'

const select = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

interface Props {
  reportId: string
  open: boolean
  onOpenChange(open: boolean): void
  /** A signed report's study was received: the addendum about it is next. */
  onAddendum?(reason: string): void
}

/** The studies a report waits for: each one's type, request date, laboratory reference and state, and a new one. */
export function StudiesDialog({ reportId, open, onOpenChange, onAddendum }: Props) {
  const utils = trpc.useUtils()
  const studies = trpc.caseload.studies.list.useQuery({ reportId }, { enabled: open })
  const settings = trpc.caseload.settings.useQuery(undefined, { enabled: open, staleTime: 5 * 60_000 })
  const refresh = () => Promise.all([utils.caseload.studies.list.invalidate({ reportId }), utils.caseload.page.invalidate(), utils.caseload.dashboard.invalidate()])
  const add = trpc.caseload.studies.add.useMutation({ onSettled: refresh })
  const update = trpc.caseload.studies.update.useMutation({ onSettled: refresh })
  const types = settings.data?.studyTypes ?? []
  const [type, setType] = useState('')
  const [requestedOn, setRequestedOn] = useState(() => dateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()))
  const [labReference, setLabReference] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setProblem(null)
    try {
      await add.mutateAsync({ reportId, type: type || types[0] || '', requestedOn, labReference })
      setLabReference('')
    } catch (err) {
      setProblem(refusal(err).message)
    }
  }

  const changeState = async (study: Study, state: StudyState) => {
    setProblem(null)
    try {
      const { addendumReason } = await update.mutateAsync({ id: study.id, state })
      if (addendumReason && onAddendum) {
        onOpenChange(false)
        onAddendum(addendumReason)
      }
    } catch (err) {
      setProblem(refusal(err).message)
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<FlaskConical className="h-5 w-5 text-sky-700" aria-hidden />}
      title="Studies"
      widthClassName="w-[min(94vw,40rem)]"
      description="Studies this report waits for. A study still requested is named on the report's card and row, and signing before it arrives is an explicit choice."
    >
      <div className="mt-4 space-y-4">
        {studies.isLoading && <Spinner />}
        {studies.data?.length === 0 && <p className="text-sm text-slate-600">No studies requested.</p>}
        {!!studies.data?.length && (
          <ul aria-label="Studies of this report" className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {studies.data.map((s) => (
              <li key={s.id} className="grid gap-2 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-center">
                <div className="min-w-0">
                  <p className="font-medium capitalize text-slate-900">{s.type}</p>
                  <p className="text-xs text-slate-600">
                    Requested {s.requestedOn} ({plainDays(s.days)}){s.labReference && ` · Lab ref. ${s.labReference}`}
                    {s.receivedOn && ` · Received ${s.receivedOn}`}
                  </p>
                </div>
                <label className="flex items-center gap-2">
                  <span className="sr-only">{`State of ${s.type}`}</span>
                  <select className={select} value={s.state} disabled={update.isPending} onChange={(e) => void changeState(s, e.target.value as StudyState)}>
                    {STUDY_STATES.map((st) => (
                      <option key={st} value={st}>
                        {STUDY_STATE_LABELS[st]}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
        )}
        <form className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3" onSubmit={(e) => void submit(e)} aria-label="Request a study">
          <div className="grid gap-1">
            <Label htmlFor="study-type">Study</Label>
            <select id="study-type" className={select} value={type || types[0] || ''} onChange={(e) => setType(e.target.value)}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="study-requested">Requested on</Label>
            <Input id="study-requested" type="date" value={requestedOn} onChange={(e) => setRequestedOn(e.target.value)} required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="study-lab-ref">Laboratory reference</Label>
            <Input id="study-lab-ref" value={labReference} maxLength={120} onChange={(e) => setLabReference(e.target.value)} />
          </div>
          <div className="flex justify-end sm:col-span-3">
            <Button type="submit" size="sm" disabled={add.isPending || !types.length}>
              {add.isPending ? <Spinner /> : <Plus className="h-4 w-4" aria-hidden />}
              Add study
            </Button>
          </div>
        </form>
        <DialogProblem message={problem} />
        <DialogActions closeLabel="Close" className="" />
      </div>
    </FormDialog>
  )
}
