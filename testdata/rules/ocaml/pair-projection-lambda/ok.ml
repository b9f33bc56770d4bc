let keys l = List.map fst l
let swap l = List.map (fun (a, b) -> (b, a)) l
let firsts l = List.map (fun (a, b) -> a) l
let sum l = List.map (fun (a, b) -> a + b) l
