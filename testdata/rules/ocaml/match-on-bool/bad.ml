let label b =
  match b with (* want "ocaml/match-on-bool" *)
  | true -> "yes"
  | false -> "no"
