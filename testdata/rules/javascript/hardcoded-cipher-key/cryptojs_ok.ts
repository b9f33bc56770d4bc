import CryptoJS from 'crypto-js';

export function seal(data: string, key: string): string {
  return CryptoJS.AES.encrypt(data, key).toString();
}

export function sign(data: string): string {
  return CryptoJS.HmacSHA256(data, process.env.HMAC_KEY ?? '').toString();
}

export const digest = CryptoJS.SHA256('constant input').toString();
