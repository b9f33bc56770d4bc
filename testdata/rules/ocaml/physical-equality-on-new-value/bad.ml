let is_origin p = p == (0, 0) (* want "ocaml/physical-equality-on-new-value" *)
let is_one o = o == Some 1 (* want "ocaml/physical-equality-on-new-value" *)
let is_single l = l != [1] (* want "ocaml/physical-equality-on-new-value" *)
let is_default c = c == { port = 80; host = "localhost" } (* want "ocaml/physical-equality-on-new-value" *)
