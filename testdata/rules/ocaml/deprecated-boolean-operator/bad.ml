let both a b = a & b (* want "ocaml/deprecated-boolean-operator" *)
let either a b = a or b (* want "ocaml/deprecated-boolean-operator" *)
