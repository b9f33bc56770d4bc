let one x = x :: [] (* want "ocaml/cons-empty-list" *)
let front x l = [x] @ l (* want "ocaml/cons-empty-list" *)
