import { Mic } from 'lucide-react'

const outline = [
  { n: '1', title: 'External Examination' },
  { n: '2', title: 'Evidence of Injury' },
  { n: '2.1', title: 'Gunshot Wound #1', sub: true },
  { n: '2.2', title: 'Gunshot Wound #2', sub: true },
  { n: '3', title: 'Internal Examination' },
  { n: '3.1', title: 'Heart', sub: true, active: true },
  { n: '3.2', title: 'Lungs', sub: true },
  { n: '4', title: 'Toxicology' },
]

const filled = 'whitespace-nowrap rounded border border-green-300 bg-green-50 px-1 font-medium text-green-800'
const unfilled = 'whitespace-nowrap rounded border border-red-300 bg-red-50 px-1 font-medium text-red-800'

/** An illustration of the editor: an outline, dictated text and matched tags (decorative). */
export function ReportPreviewCard() {
  return (
    <div aria-hidden="true" className="relative select-none pb-11">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
        <div className="flex items-center justify-between border-b border-slate-100 bg-slate-50/80 px-5 py-3">
          <p className="text-sm font-semibold text-slate-900">Autopsy Report - Case 24-0183</p>
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">Last saved just now</span>
        </div>
        <div className="grid grid-cols-[13rem_1fr]">
          <ol className="space-y-1.5 border-r border-slate-100 p-4 text-xs text-slate-600">
            {outline.map((o) => (
              <li
                key={o.n}
                className={[
                  'truncate rounded px-1.5 py-0.5',
                  o.sub ? 'ml-3' : 'font-medium text-slate-800',
                  o.active ? 'bg-sky-50 text-sky-900' : '',
                ].join(' ')}
              >
                <span className="mr-1 tabular-nums text-slate-600">{o.n}</span>
                {o.title}
              </li>
            ))}
          </ol>
          <div className="space-y-3 p-5 text-xs leading-relaxed text-slate-700">
            <p className="text-sm font-semibold text-slate-900">3.1 Heart</p>
            <p>
              The heart weighs <span className={filled}>380 g</span>. The pericardial sac is intact and contains a small amount of
              clear straw-coloured fluid.
            </p>
            <p>
              The coronary arteries arise normally. The left anterior descending artery shows{' '}
              <span className={filled}>70% stenosis</span> in its proximal segment.
            </p>
            <p>
              Left ventricular wall thickness <span className={unfilled}>lv_wall_thickness</span>; right ventricle{' '}
              <span className={filled}>0.4 cm</span>.
            </p>
          </div>
        </div>
      </div>
      <div className="absolute bottom-0 right-6 flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-lg">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Mic className="h-4 w-4" />
        </span>
        <div className="text-xs">
          <p className="font-semibold text-slate-900">Dictation matched 3 tags</p>
          <p className="text-slate-600">“Heart three hundred eighty grams…”</p>
        </div>
      </div>
    </div>
  )
}
