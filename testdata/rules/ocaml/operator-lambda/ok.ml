let sum l = List.fold_left ( + ) 0 l
let rev_sub l = List.fold_left (fun acc x -> x - acc) 0 l
let weighted l = List.fold_left (fun acc x -> acc + (2 * x)) 0 l
