let has_items l = List.length l > 0 (* want "ocaml/list-length-compared-to-zero" *)
let none l = List.length l == 0 (* want "ocaml/list-length-compared-to-zero" *)
