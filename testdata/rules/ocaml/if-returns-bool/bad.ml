let positive x = if x > 0 then true else false (* want "ocaml/if-returns-bool" *)
