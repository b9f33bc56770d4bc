let is_empty l = l = []
let single l =
  match l with
  | [_] -> true
  | _ -> false
let head_ok l =
  match l with
  | [] -> false
  | x :: _ -> x > 0
