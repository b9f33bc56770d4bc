let h = Cryptokit.Hash.sha256 ()
let c key = Cryptokit.Cipher.aes key Cryptokit.Cipher.Encrypt
