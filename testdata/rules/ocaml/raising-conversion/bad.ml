let port s = int_of_string s (* want "ocaml/raising-conversion" *)
let home () = Sys.getenv "HOME" (* want "ocaml/raising-conversion" *)
let lookup k env = List.assoc k env (* want "ocaml/raising-conversion" *)
