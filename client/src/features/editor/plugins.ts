import { history } from 'prosemirror-history'
import type { Plugin } from 'prosemirror-state'
import { tableEditing } from 'prosemirror-tables'
import { editorKeymaps } from './keymap'

/**
 * The plugin list of every rich-text editor. `extra` plugins come first so their key bindings
 * and DOM handlers win over the defaults (the dictation issue adds tag handling this way);
 * table editing stays last because it handles mouse and arrow keys in tables broadly.
 */
export function createEditorPlugins(extra: readonly Plugin[] = []): Plugin[] {
  return [...extra, history(), ...editorKeymaps(), tableEditing()]
}
