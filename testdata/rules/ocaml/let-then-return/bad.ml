let f y =
  let x = g y in (* want "ocaml/let-then-return" *)
  x
