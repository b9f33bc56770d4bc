let double x = x * 2
let compose f g = fun x -> f (g x)
let handler : int -> int = fun x -> x + 1
