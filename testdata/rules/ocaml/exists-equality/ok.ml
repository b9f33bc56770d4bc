let has x l = List.mem x l
let has_big l = List.exists (fun y -> y > 10) l
