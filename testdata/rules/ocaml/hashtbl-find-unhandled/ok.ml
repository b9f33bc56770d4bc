let price tbl item = try Hashtbl.find tbl item with Not_found -> 0
let price' tbl item = match Hashtbl.find_opt tbl item with Some p -> p | None -> 0
let price'' tbl item = if Hashtbl.mem tbl item then Hashtbl.find tbl item else 0
