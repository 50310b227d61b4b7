/** The official SDK's question, word for word: hosts and their users know it. */
export const CLOSE_QUESTION =
  'Are you sure you want to exit Ramp Network and abandon the transaction?'

export interface CloseDialog {
  readonly element: HTMLElement
  /** Takes the dialog away; focus goes back to `returnFocus` if the dialog had it. */
  remove(): void
}

/**
 * The official SDK's confirm dialog (its class names, text and buttons), drawn over the desktop
 * overlay, made accessible: an `alertdialog` that takes focus (on Cancel, the safe answer), keeps
 * Tab between its two buttons, and is cancelled by Escape. Styled through the CSSOM, as the
 * frame is, so a page whose Content-Security-Policy refuses inline styles still shows it.
 */
export function openCloseDialog(
  parent: Element,
  answers: { cancel(): void; exit(): void },
  returnFocus: HTMLElement,
): CloseDialog {
  const doc = parent.ownerDocument
  const dialog = doc.createElement('div')
  const question = doc.createElement('p')
  const buttons = doc.createElement('div')
  const cancel = doc.createElement('button')
  const exit = doc.createElement('button')
  dialog.className = 'close-modal'
  dialog.setAttribute('role', 'alertdialog')
  dialog.setAttribute('aria-modal', 'true')
  question.id = 'rampkit-close-question'
  dialog.setAttribute('aria-labelledby', question.id)
  question.className = 'close-modal__text'
  question.textContent = CLOSE_QUESTION
  buttons.className = 'close-modal__button-container'
  cancel.type = exit.type = 'button'
  cancel.className = 'close-modal__button close-modal__button--cancel'
  exit.className = 'close-modal__button close-modal__button--exit'
  cancel.textContent = 'Cancel'
  exit.textContent = 'Exit'

  dialog.style.cssText =
    'position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);z-index:9999;box-sizing:border-box;width:min(678px,calc(100% - 32px));padding:35px;border-radius:8px;background:#fff;color:#242539;box-shadow:0 54px 200px #24253933;font:600 16px/1.5 system-ui,sans-serif;text-align:center'
  question.style.cssText = 'margin:24px auto;font-size:24px;line-height:36px'
  buttons.style.cssText = 'display:flex;gap:14px;justify-content:center;flex-wrap:wrap'
  const button =
    'min-width:152px;height:56px;border-radius:74px;font:inherit;font-size:14px;text-transform:uppercase;cursor:pointer;'
  cancel.style.cssText = `${button}background:#fff;color:#2b2d56;border:2px solid #edeef3`
  // The official red (#dd3e56) made darker: white on it was 4.1:1, under WCAG's 4.5:1.
  exit.style.cssText = `${button}background:#c8344b;color:#fff;border:2px solid #c8344b`

  // A click inside the dialog is not a click on the backdrop behind it.
  dialog.addEventListener('click', (event) => event.stopPropagation())
  cancel.addEventListener('click', () => answers.cancel())
  exit.addEventListener('click', () => answers.exit())
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' || event.key === 'Esc') {
      event.preventDefault()
      event.stopPropagation()
      answers.cancel()
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
      event.preventDefault()
      const inDialog = dialog.getRootNode() as Document | ShadowRoot
      ;(inDialog.activeElement === cancel ? exit : cancel).focus()
    }
  })

  buttons.append(cancel, exit)
  dialog.append(question, buttons)
  parent.append(dialog)
  cancel.focus()
  return {
    element: dialog,
    remove() {
      const inDialog = dialog.getRootNode() as Document | ShadowRoot
      const hadFocus = dialog.contains(inDialog.activeElement)
      dialog.remove()
      if (hadFocus) returnFocus.focus()
    },
  }
}
