let same a b = a = b
let same_name a b = String.equal a.name b.name
let sorted l = List.sort compare l
let order a b = let c = compare a.k b.k in if c = 0 then compare a.v b.v else c
let cmp_one a b = compare a b = 1
