let h = Cryptokit.Hash.md5 () (* want "ocaml/weak-crypto" *)
let c key = Cryptokit.Cipher.arcfour key Cryptokit.Cipher.Encrypt (* want "ocaml/weak-crypto" *)
