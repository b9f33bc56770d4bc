let parse s = if s = "" then raise (Failure "empty") else s (* want "ocaml/raise-failure" *)
let check n = if n < 0 then raise (Invalid_argument ("negative: " ^ string_of_int n)) else n (* want "ocaml/raise-failure" *)
let fail msg = raise @@ Failure msg (* want "ocaml/raise-failure" *)
