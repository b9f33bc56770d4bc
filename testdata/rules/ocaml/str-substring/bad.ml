let prefix s = Str.first_chars s 3 (* want "ocaml/str-substring" *)
let rest s = Str.string_after s 3 (* want "ocaml/str-substring" *)
