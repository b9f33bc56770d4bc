let port cfg = Option.value cfg.port ~default:8080
let must o =
  match o with
  | Some p -> p
  | None -> failwith "missing port"
let lazy_default o =
  match o with
  | Some p -> p
  | None -> compute_default ()
let twice o =
  match o with
  | Some p -> p * 2
  | None -> 0
