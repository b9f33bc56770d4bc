let first l = List.hd l (* want "ocaml/partial-list-function" *)
let third l = List.nth l 2 (* want "ocaml/partial-list-function" *)
