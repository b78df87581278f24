/**
 * The "Ask the docs" shortcut: Ctrl+I, or ⌘I on a Mac (either is taken on any system: Windows keeps Win+I for
 * itself). It does not collide with the search box's Ctrl+K / ⌘K, nor with Ctrl+Shift+I or ⌘⌥I (developer
 * tools), which carry Shift or Alt. Browsers give Ctrl+I / ⌘I to minor commands a page may take over: Page Info in
 * Firefox on Windows and Linux, "Email This Page" in Safari. In a form field it means italics in rich editors, so
 * the shortcut leaves every field alone except the navbar's search box, where it asks what was typed there, and
 * the panel's own question box.
 */

/** The parts of a KeyboardEvent the shortcut looks at. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

export function isAskShortcut(press: KeyPress): boolean {
  if (press.ctrlKey === press.metaKey || press.altKey || press.shiftKey || press.isComposing) return false;
  // The letter wherever the layout puts it; on a layout without Latin letters, the key where a QWERTY I is.
  return /^[a-z]$/i.test(press.key) ? press.key.toLowerCase() === 'i' : press.code === 'KeyI';
}

/** Whether a key press in this element goes to a form field or to text being edited. */
export function takesText(target: { tagName: string; isContentEditable?: boolean }): boolean {
  return !!target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/i.test(target.tagName);
}
