let grid n m = Array.make n (Array.make m 0) (* want "ocaml/array-make-shared-mutable" *)
let counters n = Array.make n (ref 0) (* want "ocaml/array-make-shared-mutable" *)
let rows n = Array.make n [| 0; 0 |] (* want "ocaml/array-make-shared-mutable" *)
