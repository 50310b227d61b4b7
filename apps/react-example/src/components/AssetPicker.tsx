import type { AssetInfo } from '@rampkit/core'
import { assetIdOf, formatFiat, networkName, walletAddress } from '@rampkit/example-shared'

interface Props {
  assets: AssetInfo[]
  value: string
  currency: string
  onChange(id: string): void
  disabled?: boolean
}

/** The asset select (name, network, price) and a card for the chosen asset with its logo. */
export function AssetPicker({ assets, value, currency, onChange, disabled }: Props) {
  const selected = assets.find((asset) => assetIdOf(asset) === value)
  const price = (asset: AssetInfo) => {
    const p = asset.price[currency]
    return p === undefined ? '' : ` · ${formatFiat(p, currency)}`
  }
  return (
    <div className="asset-picker">
      <div className="field">
        <label htmlFor="asset">Asset</label>
        <select
          id="asset"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          {assets.map((asset) => (
            <option key={assetIdOf(asset)} value={assetIdOf(asset)}>
              {asset.name} ({asset.symbol}) on {networkName(asset.chain)}
              {price(asset)}
            </option>
          ))}
        </select>
      </div>
      {selected && (
        <div className="asset-card">
          <img src={selected.logoUrl} alt="" width={40} height={40} />
          <div>
            <p className="asset-name">
              {selected.name} <span className="muted">{selected.symbol}</span>
            </p>
            <p className="muted">
              {networkName(selected.chain)} network
              {selected.type === 'NATIVE' ? ' · native coin' : ` · ${selected.type} token`}
            </p>
            <p className="muted">
              Receiving wallet:{' '}
              <code>{walletAddress(selected.chain) ?? 'none on this network'}</code>
            </p>
          </div>
          <p className="asset-price">
            {selected.price[currency] === undefined
              ? 'No price'
              : formatFiat(selected.price[currency], currency)}
            <span className="muted"> per {selected.symbol}</span>
          </p>
        </div>
      )}
    </div>
  )
}
