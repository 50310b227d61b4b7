import type { AssetInfo } from '@rampkit/core'
import { assetIdOf, formatFiat, networkName, walletAddress } from '@rampkit/example-shared'
import { Image, Text, View } from 'react-native'
import { styles } from '../styles'
import { ChoiceGroup } from './ChoiceGroup'

interface Props {
  assets: AssetInfo[]
  value: string
  currency: string
  onChange(id: string): void
  disabled?: boolean
}

/** The assets as chips (symbol, network), then the chosen one with its logo, price and wallet. */
export function AssetPicker({ assets, value, currency, onChange, disabled }: Props) {
  const selected = assets.find((asset) => assetIdOf(asset) === value)
  const price = (asset: AssetInfo) => {
    const p = asset.price[currency]
    return p === undefined ? '' : `, ${formatFiat(p, currency)}`
  }
  const choices = assets.map((asset) => ({
    value: assetIdOf(asset),
    label: `${asset.symbol} · ${networkName(asset.chain)}`,
    description: `${asset.name} (${asset.symbol}) on ${networkName(asset.chain)}${price(asset)}`,
  }))
  return (
    <View style={styles.field}>
      <ChoiceGroup
        label="Asset"
        choices={choices}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
      {selected && (
        <View style={styles.top}>
          <Image source={{ uri: selected.logoUrl }} style={styles.logo} alt="" />
          <View style={{ flex: 1, gap: 2 }}>
            <Text style={styles.text}>
              {selected.name} <Text style={styles.muted}>{selected.symbol}</Text>
            </Text>
            <Text style={styles.muted}>
              {networkName(selected.chain)} network
              {selected.type === 'NATIVE' ? ' · native coin' : ` · ${selected.type} token`}
            </Text>
            <Text style={styles.muted}>
              Receiving wallet:{' '}
              <Text style={styles.code}>
                {walletAddress(selected.chain) ?? 'none on this network'}
              </Text>
            </Text>
          </View>
          <Text style={styles.text}>
            {selected.price[currency] === undefined
              ? 'No price'
              : formatFiat(selected.price[currency], currency)}
            <Text style={styles.muted}> per {selected.symbol}</Text>
          </Text>
        </View>
      )}
    </View>
  )
}
