/** The page's header: a server component (no state, no handlers), sent as HTML only. */
export function PageHeader({ logoSrc, apiUrl }: { logoSrc: string; apiUrl: string }) {
  return (
    <header className="top">
      {/* biome-ignore lint/performance/noImgElement: a 36 px SVG logo needs no image optimiser */}
      <img src={logoSrc} alt="" width={36} height={36} />
      <h1>Rampkit Wallet</h1>
      <p className="muted">Buy and sell crypto · sandbox at {apiUrl}</p>
    </header>
  )
}
