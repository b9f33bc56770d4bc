let make_token () = Base64.encode_string (Mirage_crypto_rng.generate 32)

let jitter () = Random.int 100

let shuffle_deck deck = List.map snd (List.sort compare (List.map (fun c -> (Random.bits (), c)) deck))
