let has_admin users = List.filter (fun u -> u.admin) users <> [] (* want "ocaml/filter-for-exists" *)
let no_admin users = List.filter is_admin users = [] (* want "ocaml/filter-for-exists" *)
let found users = List.find_opt is_admin users <> None (* want "ocaml/filter-for-exists" *)
