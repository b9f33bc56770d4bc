let is_admin name = name == "admin" (* want "ocaml/physical-equality-on-literal" *)

let not_zero x = x != 0.0 (* want "ocaml/physical-equality-on-literal" *)
