let has_admin users = List.exists (fun u -> u.admin) users
let admins users = List.filter is_admin users
let same users l = List.filter is_admin users = l
let first users = List.find_opt is_admin users
