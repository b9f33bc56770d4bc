use openssl::symm::{encrypt_aead, Cipher};

pub fn seal(key: &[u8], nonce: &[u8], data: &[u8], tag: &mut [u8]) -> Vec<u8> {
    encrypt_aead(Cipher::aes_256_gcm(), key, Some(nonce), &[], data, tag).unwrap()
}

type Aes128Cbc = cbc::Encryptor<aes::Aes128>;
