import type { EvmRpc } from './evmRpc.js'

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC-20 Transfer log. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** What a sale asks to arrive: `amount` base units of the native coin (`token` null) or of `token`, at `to`. */
export interface ExpectedTransfer {
  token: string | null
  to: string
  amount: bigint
  /** For the reasons: `USDC`, `ETH`. */
  symbol: string
}

/** The answer: arrived, or why not (`pending`: not mined yet, worth asking again). */
export type TransferCheck = { arrived: true } | { arrived: false; pending: boolean; reason: string }

interface RpcLog {
  address: string
  topics: string[]
  data: string
}
interface RpcReceipt {
  status?: string
  to: string | null
  logs: RpcLog[]
}
interface RpcTransaction {
  to: string | null
  value: string
  blockNumber: string | null
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()
const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(-40)}`

/**
 * Whether transaction `txHash` is mined and moved what `expected` asks: its receipt's Transfer
 * log of the token (an ERC-20) or its value (the native coin) to the address, the amount exactly.
 * Otherwise the reason, as the dashboard shows it.
 */
export async function checkTransfer(
  rpc: EvmRpc,
  txHash: string,
  expected: ExpectedTransfer,
): Promise<TransferCheck> {
  const transaction = await rpc<RpcTransaction | null>('eth_getTransactionByHash', [txHash])
  if (transaction === null) {
    return { arrived: false, pending: false, reason: `no transaction ${txHash} on the chain` }
  }
  const receipt = await rpc<RpcReceipt | null>('eth_getTransactionReceipt', [txHash])
  if (receipt === null || transaction.blockNumber === null) {
    return { arrived: false, pending: true, reason: `transaction ${txHash} is not mined yet` }
  }
  if (receipt.status !== '0x1') {
    return { arrived: false, pending: false, reason: `transaction ${txHash} failed (reverted)` }
  }
  const transfers = receipt.logs.filter((log) => log.topics[0] === TRANSFER_TOPIC)
  const asks = `the sale asks ${expected.amount} base units of ${expected.symbol}${expected.token ? ` (${expected.token})` : ''} at ${expected.to}`
  const wrong = (reason: string): TransferCheck => ({
    arrived: false,
    pending: false,
    reason: `${reason}; ${asks}`,
  })
  if (expected.token === null) {
    const value = BigInt(transaction.value)
    if (value === 0n && transfers.length > 0) {
      return wrong(
        `transaction ${txHash} sends a token (${transfers[0]!.address}), not the native coin`,
      )
    }
    if (!same(transaction.to, expected.to)) return wrong(`it sends to ${transaction.to}`)
    if (value !== expected.amount) return wrong(`it sends ${value} base units`)
    return { arrived: true }
  }
  const ofToken = transfers.filter((log) => same(log.address, expected.token!))
  if (ofToken.length === 0) {
    return wrong(
      transfers.length > 0
        ? `transaction ${txHash} sends another token (${transfers[0]!.address})`
        : `transaction ${txHash} moves no ${expected.symbol}${BigInt(transaction.value) > 0n ? ' (it sends the native coin)' : ''}`,
    )
  }
  const toDeposit = ofToken.filter((log) => same(topicAddress(log.topics[2]), expected.to))
  if (toDeposit.length === 0) return wrong(`it sends to ${topicAddress(ofToken[0]!.topics[2])}`)
  const amount = toDeposit.reduce((sum, log) => sum + BigInt(log.data), 0n)
  if (amount !== expected.amount) return wrong(`it sends ${amount} base units`)
  return { arrived: true }
}
