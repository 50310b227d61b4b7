import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isChainError } from './ChainError.js'
import { sendCryptoTransfer } from './sendCryptoTransfer.js'
import { SERVICE_CHAINS } from './serviceChains.js'
import { evmSendCryptoRequest, notEvmAsset, positiveBaseUnits } from './testing/arbitraries.js'

const DEPOSIT = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ether = {
  address: null,
  symbol: 'ETH',
  chain: 'ETH',
  type: 'NATIVE',
  name: 'Ether',
  decimals: 18,
}
const usdc = {
  address: USDC,
  symbol: 'USDC',
  chain: 'ETH',
  type: 'ERC20',
  name: 'USD Coin',
  decimals: 6,
}

function refusal(run: () => unknown): { code: string; chain?: string; message: string } {
  try {
    run()
  } catch (error) {
    expect(isChainError(error)).toBe(true)
    return error as { code: string; message: string }
  }
  throw new Error('expected a ChainError')
}

describe('sendCryptoTransfer', () => {
  it('a native coin: value in wei to the address, on the chain’s id', () => {
    const request = { assetInfo: ether, amount: '1500000000000000000', address: DEPOSIT }
    expect(sendCryptoTransfer(request)).toEqual({
      kind: 'native',
      chainId: 1,
      to: DEPOSIT,
      value: 1_500_000_000_000_000_000n,
    })
  })

  it('a token: amount in its base units (the request states base units, not whole coins)', () => {
    const request = { assetInfo: { ...usdc, chain: 'BASE' }, amount: '25000000', address: DEPOSIT }
    expect(sendCryptoTransfer(request)).toEqual({
      kind: 'erc20',
      chainId: 8453,
      token: USDC,
      to: DEPOSIT,
      amount: 25_000_000n,
    })
  })

  it('every EVM request becomes the transfer its fields say: chain id, to, token, base units', () => {
    fc.assert(
      fc.property(evmSendCryptoRequest, (request) => {
        const transfer = sendCryptoTransfer(request)
        const chain = SERVICE_CHAINS[request.assetInfo.chain as 'ETH' | 'MATIC' | 'BASE']
        expect(transfer.chainId).toBe(chain.chainId)
        expect(transfer.to).toBe(request.address)
        if (request.assetInfo.address === null) {
          expect(transfer).toEqual({
            kind: 'native',
            chainId: chain.chainId,
            to: request.address,
            value: BigInt(request.amount),
          })
        } else {
          expect(transfer).toEqual({
            kind: 'erc20',
            chainId: chain.chainId,
            token: request.assetInfo.address,
            to: request.address,
            amount: BigInt(request.amount),
          })
        }
      }),
    )
  })

  it('an asset of a non-EVM or unknown chain is refused, whatever else the request holds', () => {
    fc.assert(
      fc.property(notEvmAsset, positiveBaseUnits, (assetInfo, amount) => {
        const { code, chain } = refusal(() =>
          sendCryptoTransfer({ assetInfo, amount, address: DEPOSIT }),
        )
        expect(['NOT_EVM_CHAIN', 'UNKNOWN_CHAIN']).toContain(code)
        expect(chain).toBe(assetInfo.chain)
      }),
    )
    const solana = refusal(() =>
      sendCryptoTransfer({
        assetInfo: {
          ...usdc,
          chain: 'SOLANA',
          type: 'SPL',
          address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        },
        amount: '1000000',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
    )
    expect(solana).toMatchObject({
      code: 'NOT_EVM_CHAIN',
      chain: 'SOLANA',
      message: 'Chain "SOLANA" is not an EVM chain',
    })
  })

  it('refuses a destination that is no EVM address', () => {
    for (const address of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '0x1234',
      '',
      DEPOSIT.slice(2),
    ]) {
      expect(
        refusal(() => sendCryptoTransfer({ assetInfo: ether, amount: '1', address })),
      ).toMatchObject({
        code: 'INVALID_ADDRESS',
        chain: 'ETH',
      })
    }
  })

  it('refuses a token whose contract is no EVM address', () => {
    const request = {
      assetInfo: { ...usdc, address: 'not-an-address' },
      amount: '1',
      address: DEPOSIT,
    }
    expect(refusal(() => sendCryptoTransfer(request)).code).toBe('INVALID_ADDRESS')
  })

  it('refuses an amount that is not whole base units above zero within a uint256', () => {
    for (const amount of [
      '0',
      '000',
      '-1',
      '1.5',
      '1e18',
      ' 1',
      '0x10',
      '',
      (1n << 256n).toString(),
      '9'.repeat(79),
    ]) {
      expect(
        refusal(() => sendCryptoTransfer({ assetInfo: usdc, amount, address: DEPOSIT })).code,
        amount,
      ).toBe('INVALID_AMOUNT')
    }
    expect(
      sendCryptoTransfer({
        assetInfo: usdc,
        amount: ((1n << 256n) - 1n).toString(),
        address: DEPOSIT,
      }),
    ).toMatchObject({
      amount: (1n << 256n) - 1n,
    })
    expect(sendCryptoTransfer({ assetInfo: usdc, amount: '007', address: DEPOSIT })).toMatchObject({
      amount: 7n,
    })
  })

  it('reads the chain table given as { chains }: a local chain for development', () => {
    const chains = { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } }
    const transfer = sendCryptoTransfer(
      { assetInfo: usdc, amount: '1', address: DEPOSIT },
      { chains },
    )
    expect(transfer.chainId).toBe(31337)
  })
})
