import { useState } from 'react'
import { DropdownMenu } from 'radix-ui'
import { ChevronDown, Download, FileCode2, FileText, FileType2 } from 'lucide-react'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { exportDocxFile, exportHtmlFile, exportPdfFile } from '../export/export-files'

export interface ExportMenuProps {
  reportId: string
  title: string
  /** The cleaned report (markdown dialect). */
  markdown: string
  disabled?: boolean
  open?: boolean
  onOpenChange?(open: boolean): void
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-sky-50 data-[highlighted]:text-sky-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400'

/** The editor's export failures, by format (Word's is the spec's text). */
const FAILED = {
  html: { title: 'Export failed', description: 'Failed to export the report as HTML.' },
  docx: { title: 'Export failed', description: 'Failed to export the report as a Word document.' },
  pdf: { title: 'Export failed', description: 'Failed to export the report as a PDF.' },
} as const

/** 'Export Cleaned Report': HTML and Word of the cleaned report and the report's PDF, all built by the server. */
export function ExportMenu({ reportId, title, markdown, disabled, open, onOpenChange }: ExportMenuProps) {
  const [busy, setBusy] = useState(false)
  const run = (kind: keyof typeof FAILED, download: () => Promise<unknown>) => async () => {
    setBusy(true)
    try {
      await download()
    } catch {
      toast({ ...FAILED[kind], variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" disabled={disabled || busy}>
          {busy ? <Spinner className="text-white" label="Exporting" /> : <Download className="h-4 w-4" aria-hidden />}
          Export Cleaned Report
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item className={itemClass} onSelect={() => void run('html', () => exportHtmlFile(reportId, markdown, title))()}>
            <FileCode2 className="h-4 w-4 text-slate-600" aria-hidden />
            Export as HTML
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void run('docx', () => exportDocxFile(reportId, markdown, title, JOB_TEXTS.docxFailed))()}>
            <FileText className="h-4 w-4 text-slate-600" aria-hidden />
            Export as Word Document
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void run('pdf', () => exportPdfFile(reportId))()}>
            <FileType2 className="h-4 w-4 text-slate-600" aria-hidden />
            Export as PDF
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
