/** A small round SVG logo showing the symbol, its colour derived from the asset id. */
export function logoSvg(symbol: string, id: string): string {
  let hue = 0
  for (const char of id) hue = (hue * 31 + char.charCodeAt(0)) % 360
  // symbols are [A-Z0-9] (fixture data), so no escaping is needed
  const text = symbol.slice(0, 4)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 45%)"/><text x="32" y="38" font-family="sans-serif" font-size="${text.length > 3 ? 13 : 16}" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`
}
