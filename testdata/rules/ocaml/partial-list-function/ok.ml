let first l = match l with x :: _ -> Some x | [] -> None
let third l = List.nth_opt l 2
