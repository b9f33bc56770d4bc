import CryptoJS from 'crypto-js';

const STORAGE_KEY = 'local-storage-secret-key';

export function seal(data: string): string {
  return CryptoJS.AES.encrypt(data, 'my-hardcoded-key-123').toString(); // want "hardcoded-cipher-key"
}

export function open(box: string): string {
  return CryptoJS.AES.decrypt(box, STORAGE_KEY).toString(CryptoJS.enc.Utf8); // want "hardcoded-cipher-key"
}

export function sign(data: string): string {
  return CryptoJS.HmacSHA256(data, 'hmac-secret-key-1').toString(); // want "hardcoded-cipher-key"
}
