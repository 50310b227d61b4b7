// The stand-in widget's page elements (markup in ../widgetPage.ts), found once by id so every
// element the script uses is listed here.

export interface PageElements {
  title: HTMLElement
  logo: HTMLImageElement
  exit: HTMLButtonElement
  status: HTMLElement
  error: HTMLElement
  /** What the page is, shown when it is opened with no configuration at all. */
  intro: HTMLElement
  /** The intro's link to this page with an example configuration. */
  introExample: HTMLAnchorElement
  form: HTMLFormElement
  /** The flow choice; hidden when only one flow is enabled. */
  flows: HTMLFieldSetElement
  flowRadios: HTMLInputElement[]
  country: HTMLSelectElement
  asset: HTMLSelectElement
  currency: HTMLSelectElement
  amount: HTMLInputElement
  methods: HTMLFieldSetElement
  methodsLegend: HTMLLegendElement
  addressField: HTMLLabelElement
  address: HTMLInputElement
  addressNote: HTMLElement
  email: HTMLInputElement
  confirm: HTMLButtonElement
  done: HTMLElement
  doneTitle: HTMLElement
  doneText: HTMLElement
  send: HTMLButtonElement
  closeDialog: HTMLDialogElement
}

export function findPageElements(doc: Document): PageElements {
  const byId = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T
  return {
    title: byId('title'),
    logo: byId('logo'),
    exit: byId('exit'),
    status: byId('status'),
    error: byId('error'),
    intro: byId('intro'),
    introExample: byId('introExample'),
    form: byId('flow'),
    flows: byId('flows'),
    flowRadios: [...doc.querySelectorAll<HTMLInputElement>('input[name=flow]')],
    country: byId('country'),
    asset: byId('asset'),
    currency: byId('currency'),
    amount: byId('amount'),
    methods: byId('methods'),
    methodsLegend: byId('methodsLegend'),
    addressField: byId('addressField'),
    address: byId('address'),
    addressNote: byId('addressNote'),
    email: byId('email'),
    confirm: byId('confirm'),
    done: byId('done'),
    doneTitle: byId('doneTitle'),
    doneText: byId('doneText'),
    send: byId('send'),
    closeDialog: byId('closeDialog'),
  }
}
