let area (w, h) = w * h
let first l =
  match l with
  | x :: _ -> x
  | [] -> 0
let only = function Some x -> x | None -> 0
let rec_field r =
  match r with
  | { w; h } -> w * h
let is_empty l = match l with [] -> true | _ -> false
let describe opt =
  match opt with
  | None -> "none"
  | x -> Printf.sprintf "%d" (Option.get x)
let both x y = match x, y with Alternative a, Alternative b -> a @ b
let absurd (e : empty) = match e with _ -> .
