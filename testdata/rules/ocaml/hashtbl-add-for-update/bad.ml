let count tbl word =
  try Hashtbl.add tbl word (Hashtbl.find tbl word + 1) (* want "ocaml/hashtbl-add-for-update" *)
  with Not_found -> Hashtbl.add tbl word 1

let push tbl k v = Hashtbl.add tbl k (v :: Hashtbl.find tbl k) (* want "ocaml/hashtbl-add-for-update" *)

let bump tbl k = Hashtbl.add tbl k (succ (Hashtbl.find tbl k)) (* want "ocaml/hashtbl-add-for-update" *)
