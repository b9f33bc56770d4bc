use openssl::symm::{encrypt, Cipher};

pub fn seal(key: &[u8], data: &[u8]) -> Vec<u8> {
    encrypt(Cipher::des_ede3_cbc(), key, Some(&[0u8; 8]), data).unwrap(); // want "rust/weak-cipher"
    encrypt(Cipher::aes_128_ecb(), key, None, data).unwrap() // want "rust/weak-cipher"
}

type Aes128Ecb = ecb::Encryptor<aes::Aes128>; // want "rust/weak-cipher"

pub fn ecb(key: &[u8; 16]) {
    let enc = ecb::Encryptor::<aes::Aes128>::new(key.into()); // want "rust/weak-cipher"
}
