let differ a b = not (a = b) (* want "ocaml/not-equal" *)
let at_least a b = not (a < b) (* want "ocaml/not-equal" *)
