import { chainOfWildcard, isAssetId } from '../../../assets/parseAssetId.js'

/** Whether an asset list entry has one of the forms spec 2.11 describes: an asset id or `<CHAIN>_*`. */
export function isAssetListEntry(entry: string): boolean {
  return isAssetId(entry) || chainOfWildcard(entry) !== undefined
}
