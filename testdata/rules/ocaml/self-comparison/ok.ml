let same_user a b = a.id = b.id
let changed x y = x <> y
let is_nan x = Float.is_nan x
let zero = 0 = 0
let by_total a b = compare (a.net + a.tax) (b.net + b.tax)
let by_id a b = Int.compare a.id b.id
let same a = String.equal a.name a.alias
