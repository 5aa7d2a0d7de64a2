import { beforeEach, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { backupMatches, clearBackups, findBackup, writeBackup } from './draft-backup'

const chapters: Chapter[] = [{ id: 'c1', title: 'Heart', content: '<p>350 g</p>', order: 1 }]
const backup = (version: number, savedAt: number, title = 'Case 7') => ({ reportId: 'r1', version, title, chapters, savedAt })

beforeEach(() => localStorage.clear())

describe('local copy of unsaved text', () => {
  it('is stored under report id and version and found again', () => {
    expect(writeBackup(localStorage, backup(3, 1000))).toBe(true)
    expect(localStorage.getItem('reportDraft:r1:3')).not.toBeNull()
    expect(findBackup(localStorage, 'r1')).toMatchObject({ version: 3, title: 'Case 7' })
    expect(findBackup(localStorage, 'r2')).toBeNull()
  })
  it('keeps one copy per report: a newer version replaces the older one', () => {
    writeBackup(localStorage, backup(3, 1000))
    writeBackup(localStorage, backup(4, 2000, 'Case 7b'))
    expect(localStorage.getItem('reportDraft:r1:3')).toBeNull()
    expect(findBackup(localStorage, 'r1')).toMatchObject({ version: 4, title: 'Case 7b' })
  })
  it('is removed once saved, and unreadable entries are ignored', () => {
    writeBackup(localStorage, backup(3, 1000))
    localStorage.setItem('reportDraft:r1:9', '{broken')
    expect(findBackup(localStorage, 'r1')?.version).toBe(3)
    clearBackups(localStorage, 'r1')
    expect(findBackup(localStorage, 'r1')).toBeNull()
    expect(localStorage.length).toBe(0)
  })
  it('matches the server copy only when the titles and the edited fields agree', () => {
    const server = { title: 'Case 7', chapters: [{ ...chapters[0], source: 'template' as const, order: 5 }] }
    expect(backupMatches(backup(3, 1), server)).toBe(true)
    expect(backupMatches(backup(3, 1, 'Other'), server)).toBe(false)
    expect(backupMatches({ title: 'Case 7', chapters: [{ ...chapters[0], content: '<p>400 g</p>' }] }, server)).toBe(false)
  })

  it('matches when the copy differs only in what the server drops on saving (a space typed at a paragraph start)', () => {
    const typed = { title: 'Case 7', chapters: [{ ...chapters[0], content: '<p>350 g</p><p> Late note.</p>' }] }
    const stored = { title: 'Case 7', chapters: [{ ...chapters[0], content: '<p>350 g</p><p>Late note.</p>' }] }
    expect(backupMatches(typed, stored)).toBe(true)
    expect(backupMatches(typed, { ...stored, chapters: [{ ...chapters[0], content: '<p>350 g</p><p>Late notes.</p>' }] })).toBe(false)
  })
})
