let grid n m = Array.make_matrix n m 0
let counters n = Array.init n (fun _ -> ref 0)
let zeros n = Array.make n 0
let names n = Array.make n ""
