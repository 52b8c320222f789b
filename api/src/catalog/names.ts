import { foldText } from 'engine';

/**
 * The key under which two product names are the same product: case, accents, spaces and
 * punctuation aside ("Men's Leather Wallet" = "MENS LEATHER WALLET" = "Mens leather-wallet").
 */
export function productNameKey(name: string): string {
  return foldText(name.replace(/['’`]/gu, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
