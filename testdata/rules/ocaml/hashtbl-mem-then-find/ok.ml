let lookup t k =
  match Hashtbl.find_opt t k with
  | Some v -> v
  | None -> 0
