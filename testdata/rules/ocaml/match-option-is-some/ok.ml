let has_user o = Option.is_some o
let is_admin o =
  match o with
  | Some u -> u.admin
  | None -> false
let guarded o =
  match o with
  | Some x when x > 0 -> true
  | _ -> false
