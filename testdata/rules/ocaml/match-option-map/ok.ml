let incr_opt o = Option.map (fun x -> x + 1) o
let positive o =
  match o with
  | None -> None
  | Some x when x > 0 -> Some x
  | Some _ -> None
let default o =
  match o with
  | None -> Some 0
  | Some x -> Some (x + 1)
let res = function
  | Error e -> Error e
  | Ok x -> Ok (x + 1)
