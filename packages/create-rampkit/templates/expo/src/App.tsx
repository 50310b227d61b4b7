import {
  fromBaseUnits,
  methodLabel,
  type PurchaseToTrack,
  type QuoteResultForMethod,
  type WidgetConfig,
  type WidgetEvent,
} from '@rampkit/core'
import { evmAssetRef, SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import {
  RampWidgetView,
  useAssets,
  useOnrampQuote,
  usePurchase,
  useWidgetPreload,
} from '@rampkit/react-native'
// DEVELOPMENT ONLY, used when `config.localChainUrl` is set: a wallet of the sandbox's local
// chain (`@rampkit/sandbox` is a development dependency: drop this before production).
import { sandboxWalletProvider } from '@rampkit/sandbox/wallet'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  type WalletError,
  type WalletHandlerOptions,
} from '@rampkit/wallet'
import {
  createWalletConnector,
  type DiscoveredWallet,
  type TransactionReceipt,
  transactionReceipt,
  type WalletConnector,
  type WalletConnectorState,
  type WalletProvider,
} from '@rampkit/wallet/connect'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  Alert,
  Modal,
  Platform,
  Pressable,
  ScrollView,
  StyleSheet,
  Text,
  TextInput,
  View,
} from 'react-native'
import { type AppConfig, ASSETS, CURRENCY, type PageWallet } from './config'

/** `3.9`, `EUR` → `€3.90` */
const money = (value: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(value)

type Trade = 'Buy' | 'Sell'

export interface AppProps {
  config: AppConfig
  /**
   * The user's wallet, as an EIP-1193 provider: a phone has no browser extensions (EIP-6963),
   * so the app gets one from a wallet SDK (Reown AppKit, Privy, Dynamic, MetaMask SDK). The app
   * lists it as "Connect <providerName>"; in development (`config.localChainUrl`) the sandbox
   * wallet beside it, and in the web build the browser's wallets too.
   */
  provider?: WalletProvider
  /** The provider's name on its Connect button. Default: `Wallet`. */
  providerName?: string
  /** Your own answers to the widget's wallet requests, instead of the connected wallet's. */
  wallet?: PageWallet
  /** Every event of the Buy and Sell widgets, with the one that sent it. */
  onEvent?: (event: WidgetEvent, source: Trade) => void
  /** Your own sections, shown after the purchase's status. */
  children?: ReactNode
}

// The sandbox's ETH is the local chain (Hardhat's id) in development.
const LOCAL_CHAINS: ServiceChainTable = { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } }

const SANDBOX_WALLET = {
  uuid: 'rampkit-sandbox-wallet',
  name: 'Sandbox wallet (development)',
  icon: '',
  rdns: 'dev.rampkit.sandbox',
}

/** The sandbox wallet's prompt before it sends, on a phone: React Native's `Alert`. */
const approveWithAlert = (_transaction: unknown, description: string) =>
  new Promise<boolean>((resolve) =>
    Alert.alert(
      'Approve transaction',
      description,
      [
        { text: 'Reject', style: 'cancel', onPress: () => resolve(false) },
        { text: 'Approve', onPress: () => resolve(true) },
      ],
      { cancelable: true, onDismiss: () => resolve(false) },
    ),
  )

/** Nothing to listen to: a phone has no EIP-6963 wallets. */
const NO_EIP6963: EventTarget = {
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => true,
}

const NO_WALLETS: WalletConnectorState = Object.freeze({ wallets: [], status: 'disconnected' })

/**
 * The sandbox wallet of the local chain at `rpcUrl`, once the chain answers: a dev server with
 * no local chain running lists no sandbox wallet that could not connect.
 */
function useSandboxWallet(rpcUrl: string | undefined): WalletProvider | undefined {
  const [ready, setReady] = useState<WalletProvider>()
  useEffect(() => {
    setReady(undefined)
    if (!rpcUrl) return
    // A phone has no window.confirm; the web build keeps it (React Native for Web's Alert
    // shows nothing).
    const approve = Platform.OS === 'web' ? {} : { approve: approveWithAlert }
    const wallet = sandboxWalletProvider({ rpcUrl, ...approve })
    let live = true
    wallet.request({ method: 'eth_chainId' }).then(
      () => live && setReady(wallet),
      () => {}, // no local chain: no sandbox wallet
    )
    return () => {
      live = false
    }
  }, [rpcUrl])
  return ready
}

/**
 * The wallets the app can connect: `provider`, the sandbox wallet of `rpcUrl` (development) and,
 * in the web build, the browser's; remade when they change, destroyed with the app.
 */
function useWallets(
  provider: WalletProvider | undefined,
  providerName: string,
  rpcUrl: string | undefined,
): { connector: WalletConnector | undefined; state: WalletConnectorState } {
  const sandbox = useSandboxWallet(rpcUrl)
  const [connector, setConnector] = useState<WalletConnector>()
  useEffect(() => {
    const wallets: DiscoveredWallet[] = []
    if (provider) {
      wallets.push({
        info: { uuid: 'app-wallet', name: providerName, icon: '', rdns: '' },
        provider,
      })
    }
    if (sandbox) wallets.push({ info: SANDBOX_WALLET, provider: sandbox })
    const made = createWalletConnector({
      wallets,
      target: Platform.OS === 'web' && typeof window !== 'undefined' ? window : NO_EIP6963,
    })
    setConnector(made)
    return () => made.destroy()
  }, [provider, providerName, sandbox])
  const subscribe = useCallback(
    (listener: () => void) => connector?.subscribe(listener) ?? (() => {}),
    [connector],
  )
  const getSnapshot = useCallback(() => connector?.getSnapshot() ?? NO_WALLETS, [connector])
  return { connector, state: useSyncExternalStore(subscribe, getSnapshot) }
}

/**
 * Quotes for an asset and an amount; the user's wallet (connect, address, balance); Buy and Sell
 * opening the widget (a WebView on phones, the embedded widget on the web), answered by the
 * connected wallet; the purchase's status and the final transaction's receipt.
 */
export function App({
  config,
  provider: appProvider,
  providerName = 'Wallet',
  wallet: ownWallet,
  onEvent,
  children,
}: AppProps) {
  const rpcUrl = config.localChainUrl
  const { connector, state: connected } = useWallets(appProvider, providerName, rpcUrl)
  const provider = connected.wallets.find(
    ({ info }) => info.uuid === connected.walletInfo?.uuid,
  )?.provider
  const [walletError, setWalletError] = useState<WalletError | null>(null)

  const [asset, setAsset] = useState<keyof typeof ASSETS>('ETH_ETH')
  const [amount, setAmount] = useState('100')
  const [open, setOpen] = useState<Trade>()
  const [purchase, setPurchase] = useState<PurchaseToTrack | null>(null)
  const fiatValue = Number(amount)
  const valid = amount.trim() !== '' && Number.isFinite(fiatValue) && fiatValue > 0

  const quote = useOnrampQuote(
    valid ? { cryptoAssetSymbol: asset, fiatCurrency: CURRENCY, fiatValue } : null,
  )
  const rows = Object.entries(quote.data ?? {}).filter(([method]) => method !== 'asset') as [
    string,
    QuoteResultForMethod,
  ][]
  const decimals = quote.data?.asset.decimals ?? 0
  const symbol = quote.data?.asset.symbol ?? ''
  const followed = usePurchase(purchase)

  // Both widgets ask the connected wallet where the crypto goes and, for a sale, to send it;
  // without one, the widget asks its user (and shows where to send a sale's crypto).
  const [sent, setSent] = useState<string | null>(null)
  const wallet = useMemo((): PageWallet => {
    if (ownWallet) return ownWallet
    if (!connected.wallet) return {}
    const options: WalletHandlerOptions = {
      ...(rpcUrl ? { chains: LOCAL_CHAINS } : {}),
      onError: setWalletError,
    }
    const send = sendCryptoHandler(connected.wallet, options)
    return {
      onRequestCryptoAccount: cryptoAccountHandler(connected.wallet, options),
      onSendCrypto: async (request) => {
        setWalletError(null)
        const result = await send(request)
        setSent(result.txHash)
        return result
      },
    }
  }, [ownWallet, connected.wallet, rpcUrl])

  const common = {
    hostAppName: 'My wallet',
    hostLogoUrl: config.logoUrl,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: CURRENCY,
    ...(valid ? { fiatValue } : {}),
  }
  const widgetConfig: WidgetConfig =
    open === 'Sell'
      ? {
          ...common,
          enabledFlows: ['OFFRAMP'],
          offrampAsset: asset,
          // Without a way to send, the widget shows its user where to send the crypto instead.
          ...(wallet.onSendCrypto ? { useSendCryptoCallback: true } : {}),
          ...(config.webhookUrl ? { offrampWebhookV3Url: `${config.webhookUrl}/offramp` } : {}),
        }
      : {
          ...common,
          enabledFlows: ['ONRAMP'],
          swapAsset: asset,
          ...(config.webhookUrl ? { webhookStatusUrl: `${config.webhookUrl}/purchase` } : {}),
        }

  // On the web, Buy and Sell connect to the widget's server while the user is about to press
  // them; in an app this does nothing.
  const preloadRef = useWidgetPreload(widgetConfig)

  // The final transaction: the sale's send, or the released purchase's.
  const finalTx =
    followed.isFinal && followed.purchase?.finalTxHash
      ? { what: 'Purchase', hash: followed.purchase.finalTxHash }
      : sent
        ? { what: 'Sale', hash: sent }
        : null
  const receipt = useReceipt(provider, finalTx?.hash)
  const assets = useAssets()
  const balance = useBalance(connected, assets.data?.assets, asset, rpcUrl, receipt)

  return (
    <ScrollView contentContainerStyle={styles.page}>
      <View role="main" style={styles.content}>
        <Text role="heading" aria-level={1} style={styles.h1}>
          Buy and sell crypto
        </Text>

        <Text role="heading" aria-level={2} style={styles.h2}>
          Wallet
        </Text>
        {connected.status === 'connected' && connected.connection ? (
          <View style={styles.wallet}>
            <Text style={styles.text}>Connected: {connected.walletInfo?.name}</Text>
            <Text style={styles.label}>Address</Text>
            <Text selectable style={styles.mono}>
              {connected.connection.address}
            </Text>
            <Text style={styles.label}>Balance</Text>
            <Text role="status" aria-live="polite" aria-label="Balance" style={styles.text}>
              {balance}
            </Text>
            <Pressable
              role="button"
              onPress={connector?.disconnect}
              style={[styles.button, styles.start]}
            >
              <Text style={styles.text}>Disconnect</Text>
            </Pressable>
          </View>
        ) : (
          <View style={styles.wallet}>
            <View role="list" aria-label="Connect wallet" style={[styles.row, styles.wallets]}>
              {connected.wallets.map(({ info }) => (
                <View key={info.uuid} role="listitem">
                  <Pressable
                    role="button"
                    disabled={connected.status === 'connecting'}
                    aria-disabled={connected.status === 'connecting'}
                    onPress={() => connector?.connect(info.uuid)}
                    style={styles.button}
                  >
                    <Text style={styles.text}>Connect {info.name}</Text>
                  </Pressable>
                </View>
              ))}
            </View>
            <Text role="status" aria-live="polite" aria-label="Wallet status" style={styles.text}>
              {connected.status === 'connecting'
                ? `Connecting ${connected.walletInfo?.name}…`
                : connected.wallets.length === 0
                  ? 'No wallet to connect: Buy and Sell ask for an address.'
                  : 'Not connected: Buy and Sell ask for an address.'}
            </Text>
          </View>
        )}
        {connected.error && (
          <Text role="alert" style={styles.error}>
            {connected.error.message}
          </Text>
        )}

        <Text style={styles.label}>Asset</Text>
        <View role="radiogroup" aria-label="Asset" style={styles.row}>
          {Object.entries(ASSETS).map(([id, name]) => (
            <Pressable
              key={id}
              role="radio"
              aria-checked={id === asset}
              onPress={() => setAsset(id as keyof typeof ASSETS)}
              style={[styles.chip, id === asset && styles.chosen]}
            >
              <Text style={id === asset ? styles.chosenText : styles.text}>{name}</Text>
            </Pressable>
          ))}
        </View>
        <Text style={styles.label}>Amount ({CURRENCY})</Text>
        <TextInput
          accessibilityLabel={`Amount (${CURRENCY})`}
          aria-invalid={!valid}
          inputMode="decimal"
          value={amount}
          onChangeText={setAmount}
          style={styles.input}
        />

        <Text role="status" aria-live="polite" aria-label="Quote status" style={styles.text}>
          {!valid
            ? 'Enter an amount to see quotes.'
            : quote.status === 'success'
              ? `${rows.length} quotes`
              : quote.status === 'error'
                ? 'No quotes'
                : 'Loading quotes…'}
        </Text>
        {/* The quotes' room is kept while they load or fail: Buy and Sell stay put. */}
        <View style={styles.quotes}>
          {quote.status === 'error' && (
            <Text role="alert" style={styles.error}>
              Quotes failed: {quote.error.message}
            </Text>
          )}
          <View role="list" aria-label="Quotes">
            {rows.map(([method, q]) => {
              const get = `${fromBaseUnits(q.cryptoAmount, decimals)} ${symbol}`
              const fee = money(q.appliedFee, q.fiatCurrency)
              return (
                <View
                  key={method}
                  role="listitem"
                  accessible
                  aria-label={`${methodLabel(method)}: get ${get}, fee ${fee}`}
                  style={styles.quote}
                >
                  <Text style={styles.method}>{methodLabel(method)}</Text>
                  <Text style={styles.text}>{get}</Text>
                  <Text style={styles.text}>fee {fee}</Text>
                </View>
              )
            })}
          </View>
        </View>

        <View style={styles.row}>
          {(['Buy', 'Sell'] as const).map((trade) => (
            <Pressable
              key={trade}
              ref={preloadRef}
              role="button"
              onPress={() => setOpen(trade)}
              style={[styles.button, trade === 'Buy' && styles.chosen]}
            >
              <Text style={trade === 'Buy' ? styles.chosenText : styles.text}>{trade}</Text>
            </Pressable>
          ))}
        </View>

        <Text role="heading" aria-level={2} style={styles.h2}>
          Purchase
        </Text>
        <Text role="status" aria-live="polite" aria-label="Purchase status" style={styles.text}>
          {followed.purchase
            ? `${followed.purchase.status}${followed.isFinal ? ' (final)' : ''}`
            : followed.status === 'idle'
              ? 'No purchase yet.'
              : 'Loading the purchase…'}
        </Text>
        {followed.status === 'error' && (
          <Text role="alert" style={styles.error}>
            {followed.error.message}
          </Text>
        )}

        <Text role="heading" aria-level={2} style={styles.h2}>
          Transaction
        </Text>
        <Text
          role="status"
          aria-live="polite"
          aria-label="Transaction receipt"
          selectable
          style={styles.text}
        >
          {!finalTx
            ? 'No transaction yet.'
            : receipt.status === 'mined'
              ? `${finalTx.what} transaction ${finalTx.hash}: ${receipt.receipt.status} in block ${receipt.receipt.blockNumber}`
              : receipt.status === 'no-wallet'
                ? `${finalTx.what} transaction ${finalTx.hash} (connect a wallet to read its receipt)`
                : receipt.status === 'error'
                  ? `${finalTx.what} transaction ${finalTx.hash}: no receipt`
                  : `${finalTx.what} transaction ${finalTx.hash}: waiting to be mined…`}
        </Text>
        {walletError && (
          <Text role="alert" style={styles.error}>
            Wallet: {walletError.message}
          </Text>
        )}
        {children}
      </View>

      <Modal
        visible={open !== undefined}
        animationType="slide"
        onRequestClose={() => setOpen(undefined)}
      >
        <View style={styles.sheet}>
          <Pressable role="button" onPress={() => setOpen(undefined)} style={styles.button}>
            <Text style={styles.text}>Close</Text>
          </Pressable>
          {open && (
            <RampWidgetView
              config={widgetConfig}
              style={styles.sheet}
              onEvent={(event) => {
                if (event.type === 'PURCHASE_CREATED') setPurchase(event.payload)
                onEvent?.(event, open)
              }}
              onClose={() => setOpen(undefined)}
              // Both widgets ask the same wallet: where the crypto goes and, for a sale, to send it.
              onRequestCryptoAccount={wallet.onRequestCryptoAccount}
              onSendCrypto={wallet.onSendCrypto}
            />
          )}
        </View>
      </Modal>
    </ScrollView>
  )
}

type ReceiptState =
  | { status: 'none' | 'no-wallet' | 'waiting' | 'error' }
  | { status: 'mined'; receipt: TransactionReceipt }

/** The receipt of transaction `hash`, read through the connected wallet's provider once mined. */
function useReceipt(provider: WalletProvider | undefined, hash: string | undefined): ReceiptState {
  const [state, setState] = useState<ReceiptState>({ status: 'none' })
  useEffect(() => {
    if (!hash) return setState({ status: 'none' })
    if (!provider) return setState({ status: 'no-wallet' })
    setState({ status: 'waiting' })
    const stop = new AbortController()
    transactionReceipt(provider, hash, { signal: stop.signal }).then(
      (receipt) => setState({ status: 'mined', receipt }),
      () => stop.signal.aborted || setState({ status: 'error' }),
    )
    return () => stop.abort()
  }, [provider, hash])
  return state
}

/**
 * The connected account's balance of `assetId` (`ETH_USDC`) on its chain, as the app shows it;
 * read again when the account, the chain, the asset or a receipt changes.
 */
function useBalance(
  connected: WalletConnectorState,
  assets:
    | readonly {
        chain: string
        symbol: string
        type: string
        address?: string | null
        decimals: number
      }[]
    | undefined,
  assetId: string,
  rpcUrl: string | undefined,
  receipt: ReceiptState,
): string {
  const [text, setText] = useState('')
  const { wallet, connection } = connected
  const info = assets?.find(({ chain, symbol }) => `${chain}_${symbol}` === assetId)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a mined transaction moves the balance: read it again
  useEffect(() => {
    if (!wallet || !connection) return setText('')
    if (!info) return setText('Reading…')
    let ref: ReturnType<typeof evmAssetRef>
    try {
      ref = evmAssetRef(info, rpcUrl ? { chains: LOCAL_CHAINS } : {})
    } catch {
      return setText(`${info.symbol} is not on an EVM chain: this wallet holds none.`)
    }
    if (ref.chainId !== connection.chainId) {
      return setText(
        `${info.symbol} is on chain ${ref.chainId}; the wallet is on ${connection.chainId}.`,
      )
    }
    let live = true
    setText('Reading…')
    wallet.balance(connection.address, ref.token).then(
      (units) => live && setText(`${fromBaseUnits(units, info.decimals)} ${info.symbol}`),
      () => live && setText('The balance could not be read.'),
    )
    return () => {
      live = false
    }
  }, [wallet, connection, info, rpcUrl, receipt])
  return text
}

const styles = StyleSheet.create({
  page: { flexGrow: 1, padding: 16, backgroundColor: '#f4f5f9' },
  content: { width: '100%', maxWidth: 640, alignSelf: 'center', gap: 12 },
  h1: { fontSize: 22, fontWeight: '700', color: '#1b1e2b' },
  h2: { fontSize: 17, fontWeight: '700', color: '#1b1e2b' },
  label: { fontSize: 14, fontWeight: '600', color: '#1b1e2b' },
  text: { fontSize: 15, color: '#1b1e2b' },
  error: { fontSize: 14, color: '#b00020' },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  // A button's room, kept: Buy and Sell below stay put when a wallet is listed late.
  wallets: { minHeight: 44 },
  chip: { borderWidth: 1, borderColor: '#dfe2ec', borderRadius: 999, padding: 10, minHeight: 44 },
  chosen: { backgroundColor: '#3451d1', borderColor: '#3451d1' },
  chosenText: { fontSize: 15, color: '#fff', fontWeight: '600' },
  input: { borderWidth: 1, borderColor: '#5b6070', borderRadius: 8, padding: 10, fontSize: 16 },
  // Five rows (the sandbox's payment methods for EUR) of a 20-point line and 16 of padding.
  quotes: { minHeight: 5 * (20 + 16), gap: 12 },
  quote: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 8, gap: 8 },
  method: { fontSize: 15, fontWeight: '600', color: '#1b1e2b', minWidth: 160 },
  button: { borderWidth: 1, borderColor: '#3451d1', borderRadius: 8, padding: 12, minHeight: 44 },
  sheet: { flex: 1, backgroundColor: '#fff' },
  wallet: { gap: 8 },
  start: { alignSelf: 'flex-start' },
  // Addresses and hashes are long: they wrap anywhere rather than widen the page.
  mono: {
    fontSize: 14,
    fontFamily: Platform.select({ ios: 'Menlo', default: 'monospace' }),
    color: '#1b1e2b',
  },
})
