let load path = try Some (read_file path) with Sys_error _ -> None
