let usage () = Printf.sprintf "usage: tool [options] FILE" (* want "ocaml/sprintf-constant" *)
let header = Format.asprintf "== report ==" (* want "ocaml/sprintf-constant" *)
