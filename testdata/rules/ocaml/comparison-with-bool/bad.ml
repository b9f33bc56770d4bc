let check b = if b = true then 1 else 0 (* want "ocaml/comparison-with-bool" *)
let off b = b <> false (* want "ocaml/comparison-with-bool" *)
