type value = Int of int | Str of string

let to_int = function Int n -> Some n | Str s -> int_of_string_opt s

let size x = Obj.reachable_words (Obj.repr x)
