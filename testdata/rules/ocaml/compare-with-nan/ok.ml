let missing x = Float.is_nan x
let default = nan
let zero x = x = 0.
