import { describe, expect, it } from 'vitest'
import { canonicalJson, canonicalReportForm, describeUnfilled } from './signing'

describe('the canonical form of signed content', () => {
  it('sorts keys at every level, drops undefined members and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: undefined, x: 'é"' }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"x":"é\\"","z":1}]},"b":1}')
  })

  it('keeps ids, outline numbers, titles and content, and leaves order and provenance out', () => {
    const form = canonicalReportForm({
      title: 'Case 1',
      chapters: [
        { id: 'a', title: 'One', content: '<p>x</p>', order: 9, source: 'template', sourceId: 't', subChapters: [{ id: 'b', title: 'Sub', content: '', order: 1 }] },
        { id: 'c', title: 'Two', content: '<p>y</p>', order: 2 },
      ],
    })
    expect(form).toBe(
      '{"chapters":[{"content":"<p>x</p>","id":"a","number":"1","subChapters":[{"content":"","id":"b","number":"1.1","subChapters":[],"title":"Sub"}],"title":"One"},' +
        '{"content":"<p>y</p>","id":"c","number":"2","subChapters":[],"title":"Two"}],"format":"autopsy-report/1","title":"Case 1"}',
    )
  })

  it('describes what is unfilled for messages', () => {
    expect(
      describeUnfilled([
        { kind: 'field', chapterId: 'h', chapterNumber: '2.1', chapterTitle: 'Heart', field: 'heart_weight' },
        { kind: 'guidance', chapterId: 'o', chapterNumber: '3', chapterTitle: 'Opinion' },
      ]),
    ).toBe('heart_weight (2.1 Heart), 3 Opinion (only guidance)')
  })
})
