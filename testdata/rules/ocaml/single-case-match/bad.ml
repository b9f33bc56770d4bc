let area shape =
  match shape with (* want "ocaml/single-case-match" *)
  | (w, h) -> w * h
