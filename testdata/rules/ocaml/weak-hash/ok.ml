let token_of password = Digest.to_hex (Digest.BLAKE256.string password)
