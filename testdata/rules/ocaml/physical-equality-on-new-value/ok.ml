let is_origin p = p = (0, 0)
let is_empty l = l == []
let is_none o = o == None
let same a b = a == b
let is_one o = o = Some 1
