let port cfg = Option.value cfg.port ~default:80
let port2 cfg = try Option.get cfg.port with Invalid_argument _ -> 80
let get_or_zero = Hashtbl.get
