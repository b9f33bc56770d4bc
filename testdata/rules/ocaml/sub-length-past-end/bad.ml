let drop_slash path = String.sub path 1 (String.length path) (* want "ocaml/sub-length-past-end" *)
let rest buf start = Bytes.sub buf start (Bytes.length buf) (* want "ocaml/sub-length-past-end" *)
