let is_admin name = name = "admin"

let not_zero x = x <> 0.0

let same a b = a == b

let empty n = n == 0
