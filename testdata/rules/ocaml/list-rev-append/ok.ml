let merge acc l = List.rev_append acc l
let both a b = a @ List.rev b
let rev_all l = List.rev l
