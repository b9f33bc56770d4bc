let collect l = List.rev (List.fold_left (fun acc x -> (x * 2) :: acc) [] l)
let both a b = a @ b
