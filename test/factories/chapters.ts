import type { Chapter } from '../../shared/src/reports/chapter.schema'

/** A chapter of the shared shape; its content is a paragraph of its title unless given. */
export const chapter = (id: string, title: string, content = `<p>${title}</p>`, order = 1, subChapters?: Chapter[]): Chapter => ({
  id,
  title,
  content,
  order,
  ...(subChapters ? { subChapters } : {}),
})
