/** Texts of tag ownership and name uniqueness, shown verbatim by client and server. */
export const TAG_TEXTS = {
  nameTaken: (name: string) => `A tag named "${name}" already exists.`,
  offerExisting: (name: string) => `Use "${name}"`,
  share: 'Share with everyone',
  shared: 'Shared',
  private: 'Private',
  sharedDone: (name: string) => `"${name}" is now shared with everyone`,
  shareForbidden: 'Only a super user can share tags',
} as const

/** What a 409 for a taken name carries: the existing tag, with its id only when the caller can use it. */
export interface TagNameTakenDetails {
  existingTag: { name: string; id?: string }
}
