let allowed user = if user.admin then true else List.mem user.name acl (* want "ocaml/if-bool-branch" *)
let valid x = if x > 0 then x < 100 else false (* want "ocaml/if-bool-branch" *)
