let roll () = 1 + Random.int 6 (* want "ocaml/random-not-seeded" *)
