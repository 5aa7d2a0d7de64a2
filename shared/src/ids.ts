const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether the text is a uuid: anything else names no row (and must never reach a uuid column). */
export const isUuid = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id)
