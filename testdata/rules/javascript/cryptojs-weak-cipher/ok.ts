import CryptoJS from 'crypto-js';

export function seal(text: string, key: CryptoJS.lib.WordArray, iv: CryptoJS.lib.WordArray): string {
  return CryptoJS.AES.encrypt(text, key, { iv, mode: CryptoJS.mode.CBC }).toString();
}

export const digest = CryptoJS.SHA256('x').toString();
