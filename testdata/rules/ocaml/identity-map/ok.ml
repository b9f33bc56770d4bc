let succ_all l = List.map (fun x -> x + 1) l
