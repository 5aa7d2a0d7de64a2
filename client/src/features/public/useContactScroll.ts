import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'

const CONTACT_HASHES = new Set(['contact', 'contact-form'])

/** Brings the contact form into view when the URL hash is #contact or #contact-form. */
export function useContactScroll(): void {
  const hash = useLocation({ select: (l) => l.hash })
  useEffect(() => {
    if (!CONTACT_HASHES.has(hash)) return
    const target = document.getElementById(hash)
    if (!target) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }, [hash])
}
