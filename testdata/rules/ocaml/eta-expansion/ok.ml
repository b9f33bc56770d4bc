let lengths l = List.map String.length l
let shifted l = List.map (fun x -> x + 1) l
let pairs l = List.map (fun x -> f x x) l
