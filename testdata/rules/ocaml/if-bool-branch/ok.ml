let allowed user = user.admin || List.mem user.name acl
let valid x = x > 0 && x < 100
let both c = if c then true else false
let side c = if c then true else begin log "no"; false end
