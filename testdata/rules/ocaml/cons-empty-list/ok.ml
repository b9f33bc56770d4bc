let one x = [x]
let front x l = x :: l
let two x y = x :: [y]
