let count = ref 0
let tick () = count := !count + 1 (* want "ocaml/ref-increment" *)
let untick () = count := !count - 1 (* want "ocaml/ref-increment" *)
