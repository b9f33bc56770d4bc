let count tbl word =
  match Hashtbl.find_opt tbl word with
  | Some n -> Hashtbl.replace tbl word (n + 1)
  | None -> Hashtbl.add tbl word 1

let push tbl k v = Hashtbl.replace tbl k (v :: Hashtbl.find tbl k)

let copy_from src dst k = Hashtbl.add dst k (Hashtbl.find src k + 1)

let scoped tbl k v = Hashtbl.add tbl k v
