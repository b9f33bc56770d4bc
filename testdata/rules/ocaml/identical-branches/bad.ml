let pick c x = if c then x + 1 else x + 1 (* want "ocaml/identical-branches" *)
