let names users = List.map (fun u -> String.uppercase_ascii u.name) users
let nested ll = List.map (List.map succ) ll
let mixed l = List.map f (Array.to_list (Array.map g l))
