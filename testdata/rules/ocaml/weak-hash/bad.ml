let token_of password = Digest.to_hex (Digest.string password) (* want "ocaml/weak-hash" *)
